import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
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
import { useComposer } from './composer-context.ts';
import { Header } from './header.tsx';
import { MainNav } from './main-nav.tsx';
import { useFocusOnNavigation } from './route-focus.ts';
import type { RouteHandle } from './routes.tsx';
import styles from './shell.module.css';
import { loadOrReload } from '../lib/load-or-reload.ts';

// The screens of the account emails' links load only when such a link is opened.
const AccountLinkScreen = lazy(loadOrReload(() =>
  import('../features/auth/components/account-link-screen.tsx').then((m) => ({ default: m.AccountLinkScreen })),
));

/**
 * The account email's link this page load opened (`accountLink`: its address went back to '/' as it was read),
 * shown until the person navigates elsewhere. Held above the shell, which renders anew on a change of language.
 */
export function useAccountLinkState(accountLink: AccountLink | null) {
  const [link, setLink] = useState(accountLink);
  const location = useLocation();
  const opened = useRef(location.key);
  useEffect(() => {
    if (opened.current !== location.key) setLink(null);
  }, [location.key]);
  return { link, clear: () => setLink(null) };
}

export type AccountLinkState = ReturnType<typeof useAccountLinkState>;

/** The route shown's handle: the navigation item it belongs to and its sidebar. */
function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  return handle ?? { nav: null, Sidebar: null };
}

/**
 * The page frame: header, main navigation, the screen of the address (the router's outlet) and its right sidebar
 * (SPEC §2). Each screen has its address (decision 075); a change of screen scrolls to the top (restored on Back)
 * and moves the focus to the new screen's heading.
 */
export function Shell({ accountLink }: { accountLink: AccountLinkState }) {
  const { requireUser, user, signingIn } = useSession();
  const location = useLocation();
  const { nav, Sidebar, focus } = useRouteHandle();
  useFocusOnNavigation(focus ?? null);
  // A private campus (decision 045) shows a visitor a welcome with Log in / Sign up instead of the screens.
  // (The configuration is asked for at boot; until it answers, a visitor's first reads may be refused with 401.)
  const closedToVisitor = usePublicConfig().data?.privateCampus === true && user === null && !signingIn;
  const composer = useComposer();
  const { link } = accountLink;
  const unsubscribing = location.pathname === '/unsubscribe';

  // Add is not a screen: it opens the post form, or the login modal for a visitor (SPEC §2).
  const onAdd = () => requireUser(() => composer.open());

  let main = <Outlet />;
  if (link) {
    main = (
      <Suspense fallback={<p role="status">{t('Loading…')}</p>}>
        <AccountLinkScreen link={link} onDone={accountLink.clear} />
      </Suspense>
    );
  }
  // Only an account email's link and an unsubscribe link still open for a visitor there.
  if (closedToVisitor && !link && !unsubscribing) main = <PrivateCampusWelcome />;

  return (
    <>
      <ScrollRestoration />
      <a href="#main" className={styles.skipLink}>
        {t('Skip to content')}
      </a>
      <Header />
      <div className={styles.layout}>
        <MainNav className={styles.nav} active={nav} onAdd={onAdd} />
        <main id="main" tabIndex={-1} className={styles.main}>
          <OfflineBanner />
          <VerifyEmailBanner />
          <SuspendedBanner />
          <ErrorBoundary resetKey={location.pathname}>{main}</ErrorBoundary>
        </main>
        <aside aria-label={t('Sidebar')} className={styles.sidebar}>
          <ErrorBoundary resetKey={location.pathname}>
            {closedToVisitor || link || !Sidebar ? null : <Sidebar search="" />}
          </ErrorBoundary>
        </aside>
      </div>
      <AppPrompts />
    </>
  );
}
