import { NOTIFICATION_TYPES, type Notification } from '../../../shared/schemas/interactions.ts';
import type { NotificationRow } from './notifications.repository.ts';

type NotificationType = (typeof NOTIFICATION_TYPES)[number];
const notificationType = (value: string): NotificationType =>
  (NOTIFICATION_TYPES as readonly string[]).includes(value) ? (value as NotificationType) : 'info';

export const presentNotification = (row: NotificationRow): Notification => ({
  _id: row.id,
  message: row.message,
  timestamp: row.created_at,
  type: notificationType(row.type),
  read: row.read_at !== null,
  postId: row.post_id,
});
