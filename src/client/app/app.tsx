import { useState } from 'react';
import { DialogProvider } from '../components/dialog-provider.tsx';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { ToastProvider } from '../components/toast-provider.tsx';
import type { AccountLink } from '../features/auth/api/account-link.ts';
import { SessionProvider } from '../features/auth/components/session-provider.tsx';
import { registerInteractionQueue } from '../features/posts/lib/interaction-queue.ts';
import { useLocale } from '../lib/locale.ts';
import { createQueryClient } from '../lib/query-client.ts';
import type { BootLink } from './boot-link.ts';
import { ComposerProvider } from './composer-provider.tsx';
import { seedFirstReads } from './first-reads.ts';
import { LiveProvider } from './live-provider.tsx';
import { OfflineDataOwner } from './offline-data-owner.tsx';
import { OfflineQueryProvider } from './offline-query-provider.tsx';
import { Shell, useShellState } from './shell.tsx';

export interface AppProps {
  /** The one-time ticket of a Google sign-in redirect, if this page load is one. */
  googleTicket?: string | null;
  /** The message of a failed Google sign-in redirect, if this page load is one. */
  googleError?: string | null;
  /** The account email's link this page load opened (/verify-email, /reset-password), if any. */
  accountLink?: AccountLink | null;
  /** The installed app's shortcut this page load opened (/?screen=events, /?compose=1), if any. */
  bootLink?: BootLink | null;
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

/**
 * The providers around the shell: data cache (kept on the device for reading offline, decision 050), toasts, generic
 * dialog, session, the live stream, post composer, and a last-resort error boundary. When the reader changes their
 * language (decision 055) the app renders again, and the shell below the providers that hold data is rendered anew,
 * keyed by the language, so every text is said again in it; the data, the session and the screen shown stay.
 */
export function App({ googleTicket = null, googleError = null, accountLink = null, bootLink = null }: AppProps) {
  const [queryClient] = useState(createAppQueryClient);
  const locale = useLocale();
  const shell = useShellState(accountLink, bootLink);
  return (
    <ErrorBoundary>
      <OfflineQueryProvider client={queryClient}>
        <ToastProvider>
          <DialogProvider>
            <SessionProvider googleTicket={googleTicket} googleError={googleError}>
              <OfflineDataOwner />
              <LiveProvider>
                <ComposerProvider>
                  <Shell key={locale} state={shell} />
                </ComposerProvider>
              </LiveProvider>
            </SessionProvider>
          </DialogProvider>
        </ToastProvider>
      </OfflineQueryProvider>
    </ErrorBoundary>
  );
}
