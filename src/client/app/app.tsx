import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { DialogProvider } from '../components/dialog-provider.tsx';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { ToastProvider } from '../components/toast-provider.tsx';
import type { AccountLink } from '../features/auth/api/account-link.ts';
import { SessionProvider } from '../features/auth/components/session-provider.tsx';
import { registerInteractionQueue } from '../features/posts/lib/interaction-queue.ts';
import { useLocale } from '../lib/locale.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { ComposerProvider } from './composer-provider.tsx';
import { seedFirstReads } from './first-reads.ts';
import { LiveProvider } from './live-provider.tsx';
import { OfflineDataOwner } from './offline-data-owner.tsx';
import { OfflineQueryProvider } from './offline-query-provider.tsx';
import { createAppRouter } from './routes.tsx';
import { Shell, useAccountLinkState } from './shell.tsx';

export interface AppProps {
  /** The one-time ticket of a Google sign-in redirect, if this page load is one. */
  googleTicket?: string | null;
  /** The message of a failed Google sign-in redirect, if this page load is one. */
  googleError?: string | null;
  /** The account email's link this page load opened (/verify-email, /reset-password), if any. */
  accountLink?: AccountLink | null;
  /** Tests: the router keeps its history in memory, starting at these addresses; otherwise the browser's. */
  initialEntries?: string[];
}

/**
 * The query client, with the senders of the likes and comments queued offline known before the queue is restored,
 * and Home's first answers when the page holds them.
 */
function createAppQueryClient() {
  const client = createQueryClient();
  registerInteractionQueue(client);
  seedFirstReads(client);
  return client;
}

type FrameProps = Pick<AppProps, 'googleTicket' | 'googleError' | 'accountLink'>;

/**
 * The providers inside the router (so that anything they show may link to an address): toasts, generic dialog,
 * session, the live stream and the post composer, around the shell. When the reader changes their language
 * (decision 055) the shell is rendered anew, keyed by the language, so every text is said again in it; the data, the
 * session and the address stay.
 */
function Frame({ googleTicket = null, googleError = null, accountLink = null }: FrameProps) {
  const locale = useLocale();
  const link = useAccountLinkState(accountLink);
  return (
    <ToastProvider>
      <DialogProvider>
        <SessionProvider googleTicket={googleTicket} googleError={googleError}>
          <OfflineDataOwner />
          <LiveProvider>
            <ComposerProvider>
              <Shell key={locale} accountLink={link} />
            </ComposerProvider>
          </LiveProvider>
        </SessionProvider>
      </DialogProvider>
    </ToastProvider>
  );
}

/**
 * The app: the data cache (kept on the device for reading offline, decision 050) and the router of every address
 * (decision 075), with a last-resort error boundary.
 */
export function App({ googleTicket = null, googleError = null, accountLink = null, initialEntries }: AppProps) {
  const [queryClient] = useState(createAppQueryClient);
  const [router] = useState(() =>
    createAppRouter(<Frame googleTicket={googleTicket} googleError={googleError} accountLink={accountLink} />, initialEntries),
  );
  return (
    <ErrorBoundary>
      <OfflineQueryProvider client={queryClient}>
        <RouterProvider router={router} />
      </OfflineQueryProvider>
    </ErrorBoundary>
  );
}
