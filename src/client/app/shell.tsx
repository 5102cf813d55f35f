import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { t } from '../../shared/i18n.ts';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import type { AccountLink } from '../features/auth/api/account-link.ts';
import { VerifyEmailBanner } from '../features/auth/components/verify-email-banner.tsx';
import { PrivateCampusWelcome } from '../features/auth/components/private-campus-welcome.tsx';
import { SuspendedBanner } from '../features/auth/components/suspended-banner.tsx';
import { useSession } from '../features/auth/hooks/use-session.ts';
import { AppPrompts } from '../features/pwa/components/app-prompts.tsx';
import { OfflineBanner } from '../features/pwa/components/offline-banner.tsx';
import { usePublicConfig } from '../lib/public-config.ts';
import { PostCardSkeleton } from '../features/posts/components/post-card-skeleton.tsx';
import type { BootLink } from './boot-link.ts';
import { useComposer } from './composer-context.ts';
import { EventPageView } from './event-page-view.tsx';
import { AppLinksContext, revealWhenShown, useEventPages, type AppLinks } from './event-pages.ts';
import { EventNavigationContext } from './event-navigation.ts';
import type { EventNavigation } from './event-navigation.ts';
import { Header } from './header.tsx';
import { MainNav } from './main-nav.tsx';
import { SCREENS, screenLabel } from './screen-registry.tsx';
import { useScreenState } from './screen-state.ts';
import type { ScreenId } from './screen-state.ts';
import { useSinglePost } from './single-post-state.ts';
import { useUnsubscribeLink } from './unsubscribe-state.ts';
import { SinglePostView } from './single-post.tsx';
import styles from './shell.module.css';
import { loadOrReload } from '../lib/load-or-reload.ts';

// The screens of the account emails' links load only when such a link is opened.
const AccountLinkScreen = lazy(loadOrReload(() =>
  import('../features/auth/components/account-link-screen.tsx').then((m) => ({ default: m.AccountLinkScreen })),
));

// The event detail view loads with the first event opened.
const eventDetail = () => import('./event-detail-screen.tsx');
const EventDetailScreen = lazy(loadOrReload(() => eventDetail().then((m) => ({ default: m.EventDetailScreen }))));
const EventDetailSidebar = lazy(loadOrReload(() => eventDetail().then((m) => ({ default: m.EventDetailSidebar }))));
// The unsubscribe page loads only when an email's link opened the app.
const UnsubscribeView = lazy(loadOrReload(() =>
  import('../features/email-preferences/components/unsubscribe-view.tsx').then((m) => ({ default: m.UnsubscribeView })),
));

/**
 * SPEC §2's event detail view replaces the main content until Back or another screen. Back returns to
 * where the reader was in the list.
 */
function useEventDetail() {
  const [eventId, setEventId] = useState<string | null>(null);
  const returnScroll = useRef<number | null>(null);
  const navigation = useMemo<EventNavigation>(
    () => ({
      open: (id: string) => {
        setEventId((current) => {
          if (current === null) returnScroll.current = window.scrollY;
          return id;
        });
        window.scrollTo({ top: 0 });
        document.getElementById('main')?.focus({ preventScroll: true });
      },
    }),
    [],
  );
  useLayoutEffect(() => {
    if (eventId !== null || returnScroll.current === null) return;
    window.scrollTo({ top: returnScroll.current });
    returnScroll.current = null;
  }, [eventId]);
  return { eventId, navigation, close: () => setEventId(null), leave: () => { returnScroll.current = null; setEventId(null); } };
}

/**
 * What the shell keeps across a change of language, held above it by the app (the shell renders again, whole, in
 * the new language: decision 055): the visible screen (from `bootLink`: Home, or the installed app's shortcut), the
 * account email's link this page load opened (`accountLink`, shown until the person navigates to a screen), and
 * whether the installed app's Add shortcut (/?compose=1) is still to open the form.
 */
export function useShellState(accountLink: AccountLink | null, bootLink: BootLink | null) {
  const [screen, setScreen] = useScreenState(screenLabel, bootLink?.screen ?? 'home');
  const [link, setLink] = useState(accountLink);
  const composeAtBoot = useRef(bootLink?.compose === true);
  /** True once, the first time it is asked, when the page load was the Add shortcut. */
  const takeComposeAtBoot = useCallback(() => {
    const compose = composeAtBoot.current;
    composeAtBoot.current = false;
    return compose;
  }, []);
  return { screen, setScreen, link, setLink, takeComposeAtBoot };
}

export type ShellState = ReturnType<typeof useShellState>;

/** The page frame: header, main navigation, the visible screen and its right sidebar (SPEC §2). */
export function Shell({ state }: { state: ShellState }) {
  const { screen, setScreen, link, setLink, takeComposeAtBoot } = state;
  const [search, setSearch] = useState('');
  const { requireUser, user, signingIn } = useSession();
  // A private campus (decision 045) shows a visitor a welcome with Log in / Sign up instead of the screens.
  // (The configuration is asked for at boot; until it answers, a visitor's first reads may be refused with 401.)
  const closedToVisitor = usePublicConfig().data?.privateCampus === true && user === null && !signingIn;
  const composer = useComposer();
  const { Main, Sidebar } = SCREENS[screen];
  // SPEC §2: a shared /posts/{id} link shows that post until the person navigates to a screen.
  const singlePost = useSinglePost();
  // An email's unsubscribe link (decision 042) shows its page until the person navigates to a screen.
  const unsubscribe = useUnsubscribeLink();
  const event = useEventDetail();
  // An event's own pages (the host's registrations, the door) have addresses of their own (decision 049).
  const pages = useEventPages();
  const navigate = (next: ScreenId) => {
    setLink(null);
    singlePost.leave();
    unsubscribe.leave();
    event.leave();
    pages.leave();
    setScreen(next);
  };
  const links: AppLinks = {
    openEventPage: pages.open,
    openTickets: () => {
      navigate('profile');
      revealWhenShown('my-tickets');
    },
  };

  // Add is not a screen: it opens the post form, or the login modal for a visitor (SPEC §2).
  const onAdd = () => requireUser(() => composer.open());
  // The installed app's Add shortcut (/?compose=1) opens the form once, as the app starts.
  useEffect(() => {
    if (takeComposeAtBoot()) requireUser(() => composer.open());
  }, [takeComposeAtBoot, requireUser, composer]);

  let main = <Main search={search} />;
  if (pages.page) {
    const { eventId } = pages.page;
    main = (
      <EventPageView
        page={pages.page}
        onOpen={pages.open}
        onBack={() => {
          pages.leave();
          event.navigation.open(eventId);
        }}
      />
    );
  } else if (event.eventId) {
    main = (
      <Suspense
        fallback={
          <div aria-busy="true" role="status" aria-label={t('Loading the event')}>
            <PostCardSkeleton />
          </div>
        }
      >
        <EventDetailScreen
          eventId={event.eventId}
          onBack={event.close}
          backLabel={singlePost.postId ? t('the shared post') : screenLabel(screen)}
        />
      </Suspense>
    );
  } else if (link) {
    main = (
      <Suspense fallback={<p role="status">{t('Loading…')}</p>}>
        <AccountLinkScreen link={link} onDone={() => setLink(null)} />
      </Suspense>
    );
  } else if (singlePost.postId) {
    main = <SinglePostView postId={singlePost.postId} search={search} />;
  } else if (unsubscribe.token) {
    main = (
      <Suspense fallback={null}>
        <UnsubscribeView token={unsubscribe.token} />
      </Suspense>
    );
  }

  // Only an account email's link and an unsubscribe link still open for a visitor there.
  if (closedToVisitor && !link && !unsubscribe.token) main = <PrivateCampusWelcome />;

  return (
    <EventNavigationContext value={event.navigation}>
      <AppLinksContext value={links}>
      <a href="#main" className={styles.skipLink}>
        {t('Skip to content')}
      </a>
      <Header search={search} onSearchChange={setSearch} onHome={() => navigate('home')} />
      <div className={styles.layout}>
        <MainNav className={styles.nav} active={screen} onNavigate={navigate} onAdd={onAdd} />
        <main id="main" tabIndex={-1} className={styles.main}>
          <OfflineBanner />
          <VerifyEmailBanner />
          <SuspendedBanner />
          <ErrorBoundary resetKey={`${screen}:${event.eventId ?? ''}:${pages.page?.kind ?? ''}`}>{main}</ErrorBoundary>
        </main>
        <aside aria-label={t('Sidebar')} className={styles.sidebar}>
          <ErrorBoundary resetKey={`${screen}:${event.eventId ?? ''}`}>
            {closedToVisitor || pages.page ? null : event.eventId ? (
              <Suspense fallback={null}>
                <EventDetailSidebar eventId={event.eventId} />
              </Suspense>
            ) : (
              <Sidebar search={search} />
            )}
          </ErrorBoundary>
        </aside>
      </div>
      <AppPrompts />
      </AppLinksContext>
    </EventNavigationContext>
  );
}
