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

export const markRead = (id: string): Promise<unknown> =>
  apiRequest(`/notifications/${encodeURIComponent(id)}/read`, { method: 'PUT' });

export const markAllRead = (): Promise<unknown> => apiRequest('/notifications/read-all', { method: 'PUT' });
