import type { Notification } from '../../../../shared/schemas/interactions.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { fetchApiPage } from '../../../lib/paged.ts';
import { schemas } from '../../../lib/schemas.ts';

export interface NotificationPage {
  notifications: Notification[];
  next: string | null;
}

export const NOTIFICATIONS_PATH = '/notifications';

/** GET /api/notifications (newest first), or the `next` path of an earlier page. */
export async function fetchNotificationPage(path: string, signal?: AbortSignal): Promise<NotificationPage> {
  const { items, next } = await fetchApiPage(path, schemas.NotificationListSchema, signal);
  return { notifications: items, next };
}

/**
 * Marks read what was shown: the user's notifications up to `newest`, the newest one shown, as it was shown
 * (a notification that arrived meanwhile, or a like group that grew since, stays unread).
 */
export const markReadThrough = (newest: Pick<Notification, '_id' | 'timestamp'>): Promise<unknown> =>
  apiRequest('/notifications/read-through', { method: 'PUT', body: { id: newest._id, timestamp: newest.timestamp } });
