import { useQuery } from '@tanstack/react-query';
import { fetchUnreadCount } from '../api/unread-count-api.ts';

// The nav badge's count is on every screen; the list and its actions (use-notifications.ts) load with the
// Notifications screen.

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (userId: string) => ['notifications', 'list', userId] as const,
  unread: (userId: string) => ['notifications', 'unread', userId] as const,
};

/** The unread count of the nav badge: refetched every 60 s and when the window regains focus. */
export function useUnreadCount(userId: string | null) {
  return useQuery({
    queryKey: notificationKeys.unread(userId ?? ''),
    queryFn: ({ signal }) => fetchUnreadCount(signal),
    enabled: userId !== null,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}
