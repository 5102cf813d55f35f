import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';

// The unsubscribe page loads only when an email's link opened the app.
const UnsubscribeView = lazy(() =>
  import('../features/email-preferences/components/unsubscribe-view.tsx').then((m) => ({ default: m.UnsubscribeView })),
);

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/** An email's "Stop these emails" link opens the app at /unsubscribe?token=…: its token, or null. */
export function readUnsubscribeToken(search: string): string | null {
  const token = new URLSearchParams(search).get('token');
  return token && TOKEN.test(token) ? token : null;
}

/**
 * The unsubscribe page (decision 042). The token leaves the address at once (it is not left in the history's
 * addresses or sent on as a referrer): it is kept in the history entry's state, so a reload still shows the page.
 */
export function UnsubscribeRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const fromAddress = readUnsubscribeToken(location.search);
  const kept = (location.state as { token?: unknown } | null)?.token;
  const token = fromAddress ?? (typeof kept === 'string' && TOKEN.test(kept) ? kept : null);
  useEffect(() => {
    if (fromAddress) void navigate('/unsubscribe', { replace: true, state: { token: fromAddress } });
  }, [fromAddress, navigate]);
  if (!token) return <Navigate to="/" replace />;
  return (
    <Suspense fallback={null}>
      <UnsubscribeView token={token} />
    </Suspense>
  );
}
