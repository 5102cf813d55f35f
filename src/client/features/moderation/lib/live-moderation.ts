import type { QueryClient } from '@tanstack/react-query';
import { moderationKeys } from '../hooks/use-moderation.ts';

/** A post was created, edited or changed status: the admin's pending and reported queues are read again. */
export function refreshModerationQueues(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: moderationKeys.pending });
  void queryClient.invalidateQueries({ queryKey: moderationKeys.reported });
}

/** The reported posts' queue changed. */
export function refreshReportedPosts(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: moderationKeys.reported });
}
