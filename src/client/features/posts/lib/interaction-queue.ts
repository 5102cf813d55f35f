/**
 * The likes and comments made offline, as the app starts and when the account changes (decision 050). The app
 * registers their senders before the device's kept queue is restored, and forgets the queue when another account
 * signs in (what was queued is then never sent: each request checks it is still its author's).
 */
import type { QueryClient } from '@tanstack/react-query';
import { registerCommentDefaults } from '../hooks/use-comments.ts';
import { forgetLikeQueue, registerLikeDefaults } from './like-queue.ts';

export function registerInteractionQueue(queryClient: QueryClient): void {
  registerLikeDefaults(queryClient);
  registerCommentDefaults(queryClient);
}

export function forgetInteractionQueue(queryClient: QueryClient): void {
  forgetLikeQueue();
  const cache = queryClient.getMutationCache();
  for (const mutation of cache.findAll({ predicate: (m) => m.options.mutationKey?.[0] === 'like' || m.options.mutationKey?.[0] === 'comment' })) {
    cache.remove(mutation);
  }
}
