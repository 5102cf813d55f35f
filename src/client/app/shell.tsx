import { useState } from 'react';
import { MESSAGES } from '../../shared/messages.ts';
import { useDialog } from '../components/dialog-context.ts';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { useSession } from '../features/auth/hooks/use-session.ts';
import { Header } from './header.tsx';
import { MainNav } from './main-nav.tsx';
import { SCREENS, screenLabel } from './screen-registry.tsx';
import { useScreenState } from './screen-state.ts';
import styles from './shell.module.css';

/** The page frame: header, main navigation, the visible screen and its right sidebar (SPEC §2). */
export function Shell() {
  const [screen, setScreen] = useScreenState(screenLabel);
  const [search, setSearch] = useState('');
  const { requireUser } = useSession();
  const showDialog = useDialog();
  const { Main, Sidebar } = SCREENS[screen];

  // Add is not a screen: it opens the post form, or the login modal for a visitor (SPEC §2).
  const onAdd = () =>
    requireUser(() => {
      void showDialog({ title: 'Create a post', message: MESSAGES.comingSoon });
    });

  return (
    <>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <Header search={search} onSearchChange={setSearch} onHome={() => setScreen('home')} />
      <div className={styles.layout}>
        <MainNav className={styles.nav} active={screen} onNavigate={setScreen} onAdd={onAdd} />
        <main id="main" tabIndex={-1} className={styles.main}>
          <ErrorBoundary resetKey={screen}>
            <Main search={search} />
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
