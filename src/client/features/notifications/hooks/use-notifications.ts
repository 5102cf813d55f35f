import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import { notifyFailure } from '../../../lib/failures.ts';
import { NOTIFICATIONS_PATH, fetchNotificationPage, markAllRead, markRead } from '../api/notifications-api.ts';
import type { NotificationPage } from '../api/notifications-api.ts';
import { notificationKeys } from './use-unread-count.ts';

/** The stored notifications of the signed-in user, newest first, page by page. */
export function useStoredNotifications(userId: string | null) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(userId ?? ''),
    queryFn: ({ pageParam, signal }) => fetchNotificationPage(pageParam, signal),
    initialPageParam: NOTIFICATIONS_PATH,
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
    enabled: userId !== null,
  });
}

/** Marks one notification (or all, with no id) read: at once in the cache, then on the server. */
export function useMarkRead(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) => (id === null ? markAllRead() : markRead(id)),
    onMutate: (id) => {
      queryClient.setQueryData<InfiniteData<NotificationPage, string>>(notificationKeys.list(userId ?? ''), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                notifications: page.notifications.map((item) =>
                  id === null || item._id === id ? { ...item, read: true } : item,
                ),
              })),
            }
          : data,
      );
      queryClient.setQueryData<number>(notificationKeys.unread(userId ?? ''), (count) =>
        count === undefined ? count : id === null ? 0 : Math.max(0, count - 1),
      );
    },
    onError: (error) => notifyFailure('update notifications', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
