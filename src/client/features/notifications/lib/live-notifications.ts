import type { QueryClient } from '@tanstack/react-query';
import { notificationKeys } from '../hooks/use-unread-count.ts';

/** The live stream says the viewer's notifications changed: the badge and the list are read again. */
export function refreshNotifications(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}
