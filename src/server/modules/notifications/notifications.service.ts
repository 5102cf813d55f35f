/**
 * Stored notifications. Other modules call `notify` inside their own transaction, so a notification is
 * written together with the action it reports, or not at all.
 */
import { MESSAGES } from '../../../shared/messages.ts';
import type { Notification, NOTIFICATION_TYPES } from '../../../shared/schemas/interactions.ts';
import type { AppContext, Viewer } from '../../context.ts';
import { newId, nowIso } from '../../database/values.ts';
import { notFound } from '../../lib/http-errors.ts';
import { decodePosition, type Page, toPage } from '../../lib/paging.ts';
import { presentNotification } from './notifications.presenter.ts';
import * as notifications from './notifications.repository.ts';

type Db = AppContext['db'];

export interface NotifyInput {
  userId: string;
  message: string;
  type: (typeof NOTIFICATION_TYPES)[number];
  postId: string | null;
}

/** Texts of the notifications the server writes. */
export const notificationTexts = {
  commentedOnYourPost: (commenter: string, title: string) => `${commenter} commented on your post "${title}".`,
};

/** Writes one notification with `db`, which should be the acting transaction. */
export async function notify(db: Db, input: NotifyInput): Promise<void> {
  await notifications.insertNotification(db, {
    id: newId(),
    user_id: input.userId,
    message: input.message,
    type: input.type,
    post_id: input.postId,
    read_at: null,
    created_at: nowIso(),
  });
}

export async function listNotifications(
  ctx: AppContext,
  viewer: Viewer,
  query: { limit: number; cursor?: string | undefined },
): Promise<Page<Notification>> {
  const before = query.cursor ? decodePosition(query.cursor) : null;
  const { rows, next } = toPage(await notifications.findPage(ctx.db, viewer.id, before, query.limit + 1), query.limit);
  return { items: rows.map(presentNotification), next };
}

export const unreadCount = (ctx: AppContext, viewer: Viewer): Promise<number> => notifications.countUnread(ctx.db, viewer.id);

/** Someone else's notification, or one that does not exist, is 404 alike. */
export async function markRead(ctx: AppContext, viewer: Viewer, id: string): Promise<void> {
  if (!(await notifications.markRead(ctx.db, viewer.id, id, nowIso()))) throw notFound(MESSAGES.notificationNotFound);
}

export async function markAllRead(ctx: AppContext, viewer: Viewer): Promise<void> {
  await notifications.markAllRead(ctx.db, viewer.id, nowIso());
}
