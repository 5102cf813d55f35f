import { inLocale, type Locale } from '../../../shared/i18n.ts';
import { keptFrom, say } from '../../../shared/messages.ts';
import { readerLocale } from '../../lib/reader-locale.ts';
import { NOTIFICATION_TYPES, type Notification } from '../../../shared/schemas/interactions.ts';
import type { NotificationRow } from './notifications.repository.ts';

type NotificationType = (typeof NOTIFICATION_TYPES)[number];
const notificationType = (value: string): NotificationType =>
  (NOTIFICATION_TYPES as readonly string[]).includes(value) ? (value as NotificationType) : 'info';

/**
 * The text in the reader's language (decision 055): said again from its kept template; English, or a notification
 * kept without one, answers the English `message` as it was stored.
 */
function messageIn(row: NotificationRow, locale: Locale | null): string {
  const reader = readerLocale(locale);
  if (reader === 'en') return row.message;
  const kept = keptFrom(row.template, row.template_values);
  return kept ? inLocale(reader, () => say(kept)) : row.message;
}

/** `locale`: the reading account's language. */
export const presentNotification = (row: NotificationRow, locale: Locale | null): Notification => ({
  _id: row.id,
  message: messageIn(row, locale),
  timestamp: row.created_at,
  type: notificationType(row.type),
  read: row.read_at !== null,
  postId: row.post_id,
});
