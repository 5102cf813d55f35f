import { useCallback, useEffect, useState } from 'react';

const UNSUBSCRIBE_PATH = /^\/unsubscribe\/?$/;

/** An email's "Stop these emails" link opens the app at /unsubscribe?token=…: its token, or null. */
export function readUnsubscribeToken(location: Pick<Location, 'pathname' | 'search'> = window.location): string | null {
  if (!UNSUBSCRIBE_PATH.test(location.pathname)) return null;
  const token = new URLSearchParams(location.search).get('token');
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null;
}

/**
 * The unsubscribe link this page load opened, until the person navigates to a screen. The address goes back
 * to '/' at once: the token is not left in the history or sent on as a referrer.
 */
export function useUnsubscribeLink() {
  const [token, setToken] = useState<string | null>(() => readUnsubscribeToken());
  useEffect(() => {
    if (UNSUBSCRIBE_PATH.test(window.location.pathname)) window.history.replaceState(window.history.state, '', '/');
  }, []);
  const leave = useCallback(() => setToken(null), []);
  return { token, leave };
}
