/**
 * What the likes and comments made offline share (decision 050): they are TanStack Query mutations that pause
 * while the browser is offline and are kept on the device until sent (lib/offline-cache.ts).
 */
import { NetworkError } from '../../../lib/api-client.ts';

/** What a queued mutation remembers of its start: whether it began offline (its failure then says so). */
export interface QueuedContext {
  queuedOffline: boolean;
}

/** A like or comment of an account that is no longer signed in here: never sent. */
export class AccountChangedError extends Error {
  override readonly name = 'AccountChangedError';
}

/** A request that got no answer is tried twice more (it pauses if the browser goes offline meanwhile). */
export const retryOnNetwork = (failureCount: number, error: unknown): boolean => error instanceof NetworkError && failureCount < 3;

