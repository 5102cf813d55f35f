import { useState } from 'react';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { useSession } from '../features/auth/hooks/use-session.ts';
import { useComposer } from './composer-context.ts';
import { Header } from './header.tsx';
import { MainNav } from './main-nav.tsx';
import { SCREENS, screenLabel } from './screen-registry.tsx';
import { useScreenState } from './screen-state.ts';
import type { ScreenId } from './screen-state.ts';
import { useSinglePost } from './single-post-state.ts';
import { SinglePostView } from './single-post.tsx';
import styles from './shell.module.css';

/** The page frame: header, main navigation, the visible screen and its right sidebar (SPEC §2). */
export function Shell() {
  const [screen, setScreen] = useScreenState(screenLabel);
  const [search, setSearch] = useState('');
  const { requireUser } = useSession();
  const composer = useComposer();
  const { Main, Sidebar } = SCREENS[screen];
  // SPEC §2: a shared /posts/{id} link shows that post until the person navigates to a screen.
  const singlePost = useSinglePost();
  const navigate = (next: ScreenId) => {
    singlePost.leave();
    setScreen(next);
  };

  // Add is not a screen: it opens the post form, or the login modal for a visitor (SPEC §2).
  const onAdd = () => requireUser(() => composer.open());

  return (
    <>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <Header search={search} onSearchChange={setSearch} onHome={() => navigate('home')} />
      <div className={styles.layout}>
        <MainNav className={styles.nav} active={screen} onNavigate={navigate} onAdd={onAdd} />
        <main id="main" tabIndex={-1} className={styles.main}>
          <ErrorBoundary resetKey={screen}>
            {singlePost.postId ? <SinglePostView postId={singlePost.postId} search={search} /> : <Main search={search} />}
          </ErrorBoundary>
        </main>
        <aside aria-label="Sidebar" className={styles.sidebar}>
          <ErrorBoundary resetKey={screen}>
            <Sidebar search={search} />
          </ErrorBoundary>
        </aside>
      </div>
    </>
  );
}
