import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { t } from '../../../../shared/i18n.ts';
import { googleAccountSwitch, MESSAGES } from '../../../../shared/messages.ts';
import type { SessionUser } from '../../../../shared/schemas/auth.ts';
import { useDialog } from '../../../components/dialog-context.ts';
import { errorMessage, NetworkError } from '../../../lib/api-client.ts';
import { publicConfigKey } from '../../../lib/public-config.ts';
import { dropSessionNotifications } from '../../../lib/in-session-notifications.ts';
import { adoptAccountLocale } from '../../../lib/locale.ts';
import { STORAGE_KEYS, storage } from '../../../lib/storage.ts';
import { authKeys, exchangeGoogleTicket, fetchMe, logout as logoutCall, revokeSession } from '../api/auth-api.ts';
import { SessionContext } from '../hooks/use-session.ts';
import type { LoginMode, Session } from '../hooks/use-session.ts';
import { useOpenedOnce } from '../../../lib/use-opened-once.ts';

/** The login and sign-up form loads when someone opens it. */
const LoginModal = lazy(() => import('./login-modal.tsx').then((m) => ({ default: m.LoginModal })));

const sameProfile = (a: SessionUser, b: SessionUser) =>
  a.name === b.name && a.email === b.email && a.avatar === b.avatar && a.isAdmin === b.isAdmin && a.emailVerified === b.emailVerified &&
  a.isModerator === b.isModerator && a.suspendedUntil === b.suspendedUntil && a.suspensionReason === b.suspensionReason;

/** How long an action that opened the login waits for the new account's data before it is done anyway. */
const ACTION_WAIT_MS = 3000;

/** Tickets are single-use: remember the ones already sent, so a remount never sends one twice. */
const exchangedTickets = new Set<string>();

export interface SessionProviderProps {
  children: ReactNode;
  /** The one-time ticket of a Google sign-in redirect, read (and removed from the address) at boot. */
  googleTicket?: string | null;
  /** The message of a failed Google sign-in, shown once in a dialog. */
  googleError?: string | null;
}

/** Holds the session (SPEC §4) and hosts the Login/Sign Up modal. */
export function SessionProvider({ children, googleTicket = null, googleError = null }: SessionProviderProps) {
  const queryClient = useQueryClient();
  const showDialog = useDialog();
  const [user, setUser] = useState<SessionUser | null>(() => storage.getCurrentUser());
  const [loginMode, setLoginMode] = useState<LoginMode | null>(null);
  // Why the modal opened ("Log in to like this post"), and what the visitor was doing: done once they sign in
  // through it (decision 080). Closing the modal forgets both.
  const [loginReason, setLoginReason] = useState<string | null>(null);
  const pendingAction = useRef<((current: SessionUser) => void) | null>(null);
  const actionAfterSignIn = useRef<{ action: (current: SessionUser) => void; user: SessionUser } | null>(null);
  const loginMounted = useOpenedOnce(loginMode !== null);
  const [signingIn, setSigningIn] = useState(() => Boolean(googleTicket && !exchangedTickets.has(googleTicket)));

  // SPEC §4: on sign-in and on user change, reload the user's data. Everything cached is per user,
  // except the public config.
  const identity = user ? `${user._id}:${user.token}` : '';
  const lastIdentity = useRef(identity);
  useEffect(() => {
    if (lastIdentity.current === identity) return;
    lastIdentity.current = identity;
    const reset = queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== publicConfigKey[0] });
    // The action that opened the modal, once the new account's data is read (so no answer read before it lands
    // after it), or after a few seconds at most (offline, say).
    const after = actionAfterSignIn.current;
    actionAfterSignIn.current = null;
    if (after && after.user._id === user?._id) {
      const fallback = new Promise((resolve) => setTimeout(resolve, ACTION_WAIT_MS));
      void Promise.race([reset.catch(() => undefined), fallback]).then(() => after.action(after.user));
    }
  }, [identity, queryClient, user]);

  const signIn = useCallback((next: SessionUser) => {
    storage.setCurrentUser(next);
    setUser(next);
    setLoginMode(null);
    setLoginReason(null);
    const action = pendingAction.current;
    pendingAction.current = null;
    actionAfterSignIn.current = action ? { action, user: next } : null;
    // The account's language (decision 055), unless this browser has a choice of its own.
    void adoptAccountLocale(next.locale).catch(() => undefined);
  }, []);

  const updateProfile = useCallback((patch: Partial<Pick<SessionUser, 'name' | 'avatar' | 'emailVerified'>>) => {
    setUser((current) => {
      if (!current) return current;
      const next = { ...current, ...patch };
      storage.setCurrentUser(next);
      return next;
    });
  }, []);

  const logout = useCallback(async () => {
    // The request reads the token before the storage is cleared; its failure does not matter.
    const revoking = logoutCall().catch(() => undefined);
    storage.clearSession();
    setUser(null);
    await revoking;
  }, []);

  const openLogin = useCallback((mode: LoginMode = 'login') => {
    pendingAction.current = null;
    setLoginReason(null);
    setLoginMode(mode);
  }, []);

  const closeLogin = useCallback(() => {
    pendingAction.current = null;
    setLoginReason(null);
    setLoginMode(null);
  }, []);

  const requireUser = useCallback(
    (action?: (current: SessionUser) => void, reason?: string) => {
      if (!user) {
        pendingAction.current = action ?? null;
        setLoginReason(reason ?? null);
        setLoginMode('login');
        return false;
      }
      action?.(user);
      return true;
    },
    [user],
  );

  // An error told before the email was verified ("Please verify your email first") no longer holds once it is.
  const verified = user?.emailVerified === true;
  useEffect(() => {
    if (!verified) return;
    const texts = [MESSAGES.verifyEmailFirst, t(MESSAGES.verifyEmailFirst)];
    dropSessionNotifications((item) => texts.some((text) => item.message.includes(text)));
  }, [verified]);

  // At boot, check that a stored session is still alive (a 401 makes the API client log out and
  // reload), and pick up profile changes made elsewhere.
  useQuery({
    queryKey: authKeys.me(user?._id ?? ''),
    queryFn: async ({ signal }) => {
      const fresh = await fetchMe(signal);
      const stored = storage.getCurrentUser();
      if (stored && stored._id === fresh._id) {
        const next = { ...stored, ...fresh };
        storage.setCurrentUser(next);
        setUser((current) => (current && current._id === next._id && !sameProfile(current, next) ? next : current));
      }
      return fresh;
    },
    enabled: Boolean(user),
    staleTime: 5 * 60_000,
    retry: false,
  });

  // Google sign-in: trade the redirect's one-time ticket for a session. Someone already signed in as another
  // account is asked before being switched; declining keeps them and ends the new session.
  useEffect(() => {
    if (!googleTicket || exchangedTickets.has(googleTicket)) return;
    exchangedTickets.add(googleTicket);
    exchangeGoogleTicket(googleTicket)
      .then(async (next) => {
        const current = storage.getCurrentUser();
        if (!current || current._id === next._id) {
          signIn(next);
          return;
        }
        setSigningIn(false);
        const switching = await showDialog({
          title: t(googleAccountSwitch.title),
          message: googleAccountSwitch.question(current, next),
          confirmText: t(googleAccountSwitch.confirm),
          cancelText: t(googleAccountSwitch.cancel),
          ask: true,
        });
        if (switching) signIn(next);
        else await revokeSession(next.token).catch(() => undefined);
      }, (error: unknown) => {
        const message = error instanceof NetworkError ? t(MESSAGES.loginNetwork) : errorMessage(error, MESSAGES.loginFailed);
        void showDialog({ title: t('Google sign-in failed'), message });
      })
      .finally(() => setSigningIn(false));
  }, [googleTicket, showDialog, signIn]);

  useEffect(() => {
    // A fixed text (google-return.ts), said in the reader's language.
    if (googleError) void showDialog({ title: t('Google sign-in failed'), message: t(googleError) });
  }, [googleError, showDialog]);

  // Another tab signed in or out: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.currentUser && event.key !== null) return;
      setUser(storage.getCurrentUser());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const session = useMemo<Session>(
    () => ({ user, signingIn, openLogin, signIn, updateProfile, logout, requireUser }),
    [user, signingIn, openLogin, signIn, updateProfile, logout, requireUser],
  );

  return (
    <SessionContext value={session}>
      {children}
      {loginMounted && (
        <Suspense fallback={null}>
          <LoginModal
            mode={loginMode}
            reason={loginReason}
            onModeChange={setLoginMode}
            onClose={closeLogin}
            onSignedIn={signIn}
          />
        </Suspense>
      )}
    </SessionContext>
  );
}
