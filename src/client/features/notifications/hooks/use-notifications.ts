import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import { t } from '../../../../shared/i18n.ts';
import { notifyFailure } from '../../../lib/failures.ts';
import type { Notification } from '../../../../shared/schemas/interactions.ts';
import { NOTIFICATIONS_PATH, fetchNotificationPage, markReadThrough } from '../api/notifications-api.ts';
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

/**
 * Marks read what the list shows, through its newest item: at once in the cache (the nav badge clears), then on
 * the server; the count is then asked again, so one that arrived meanwhile shows up.
 */
export function useMarkShownRead(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (newest: Pick<Notification, '_id' | 'timestamp'>) => markReadThrough(newest),
    onMutate: () => {
      queryClient.setQueryData<InfiniteData<NotificationPage, string>>(notificationKeys.list(userId ?? ''), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                notifications: page.notifications.map((item) => (item.read ? item : { ...item, read: true })),
              })),
            }
          : data,
      );
      queryClient.setQueryData<number>(notificationKeys.unread(userId ?? ''), (count) => (count === undefined ? count : 0));
    },
    onError: (error) => notifyFailure(t('update notifications'), error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.unread(userId ?? '') }),
  });
}
