import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { DialogProvider } from '../components/dialog-provider.tsx';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { ToastProvider } from '../components/toast-provider.tsx';
import type { AccountLink } from '../features/auth/api/account-link.ts';
import { SessionProvider } from '../features/auth/components/session-provider.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { ComposerProvider } from './composer-provider.tsx';
import { LiveProvider } from './live-provider.tsx';
import { Shell } from './shell.tsx';

export interface AppProps {
  /** The one-time ticket of a Google sign-in redirect, if this page load is one. */
  googleTicket?: string | null;
  /** The message of a failed Google sign-in redirect, if this page load is one. */
  googleError?: string | null;
  /** The account email's link this page load opened (/verify-email, /reset-password), if any. */
  accountLink?: AccountLink | null;
}

/**
 * The providers around the shell: data cache, toasts, generic dialog, session, the live stream, post composer, and a
 * last-resort error boundary.
 */
export function App({ googleTicket = null, googleError = null, accountLink = null }: AppProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <DialogProvider>
            <SessionProvider googleTicket={googleTicket} googleError={googleError}>
              <LiveProvider>
                <ComposerProvider>
                  <Shell accountLink={accountLink} />
                </ComposerProvider>
              </LiveProvider>
            </SessionProvider>
          </DialogProvider>
        </ToastProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
