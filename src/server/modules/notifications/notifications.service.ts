/**
 * Stored notifications. Other modules call `notify` inside their own transaction, so a notification is
 * written together with the action it reports, or not at all. A notification that names a push kind is pushed to
 * the student's devices too, with its own text (decision 051).
 */
import { inLocale } from '../../../shared/i18n.ts';
import { type Kept, MESSAGES, notices, say, storedValues } from '../../../shared/messages.ts';
import type { PushKind } from '../../../shared/push-kinds.ts';
import type { Notification, NOTIFICATION_TYPES } from '../../../shared/schemas/interactions.ts';
import type { AppContext, Viewer } from '../../context.ts';
import { changed, committing } from '../../changes/committing.ts';
import { newId, nowIso } from '../../database/values.ts';
import { notFound } from '../../lib/http-errors.ts';
import { decodePosition, type Page, toPage } from '../../lib/paging.ts';
import { PUSH_URLS, queuePush, queuePushToMany } from '../push/push.service.ts';
import { presentNotification } from './notifications.presenter.ts';
import * as notifications from './notifications.repository.ts';

type Db = AppContext['db'];

/**
 * What a notification says: kept (`said`, one of `notices`), so that it is said in its reader's language when read
 * (decision 055), or a text as it is (`message`, English).
 */
type NotifyText = { said: Kept; message?: never } | { message: string; said?: never };

export type NotifyInput = NotifyText & {
  userId: string;
  type: (typeof NOTIFICATION_TYPES)[number];
  postId: string | null;
  /** A notification about a club opens the club's page (decision 081). */
  clubId?: string | null;
  /**
   * Pushed to the student's devices as well, as this kind (their choice goes by it), opening `url`: by default the
   * post's page, or the notifications when there is no post.
   */
  push?: { kind: PushKind; url?: string };
};

/** A plain (ungrouped, unread) notification's row for `userId`, with its English text and its template. */
function notificationRow(userId: string, message: string, input: Omit<NotifyInput, 'userId' | 'push'>, now: string) {
  return {
    id: newId(),
    user_id: userId,
    message,
    type: input.type,
    post_id: input.postId,
    read_at: null,
    created_at: now,
    group_kind: null,
    group_since: null,
    template: input.said?.id ?? null,
    template_values: input.said ? storedValues(input.said) : null,
    club_id: input.clubId ?? null,
  };
}

/**
 * The same notification to many users (a club's followers, decision 081), with `db` the acting transaction: one
 * write of every row, and its push (when it names one) read and written for all at once.
 */
export async function notifyMany(db: Db, userIds: readonly string[], input: Omit<NotifyInput, 'userId'>): Promise<void> {
  if (userIds.length === 0) return;
  const message = input.said ? english(input.said) : (input.message ?? '');
  const now = nowIso();
  for (const userId of userIds) changed(db, { type: 'notification', userId });
  await notifications.insertNotifications(
    db,
    userIds.map((userId) => notificationRow(userId, message, input, now)),
  );
  if (input.push) {
    const { kind, url } = input.push;
    await queuePushToMany(db, userIds, {
      kind,
      text: message,
      ...(input.said ? { said: input.said } : {}),
      url: url ?? (input.postId ? PUSH_URLS.post(input.postId) : PUSH_URLS.notifications),
      tag: `${kind}:${input.postId ?? newId()}`,
    });
  }
}

/** Texts of the notifications the server writes. */
export const notificationTexts = {
  commentedOnYourPost: (commenter: string, title: string) => english(notices.commentedOnYourPost(commenter, title)),
};

/** A kept text in English: the `message` every notification keeps (and answers readers without a language). */
const english = (kept: Kept): string => inLocale('en', () => say(kept));

/** Writes one notification with `db`, the acting transaction (inside `committing`). */
export async function notify(db: Db, input: NotifyInput): Promise<void> {
  changed(db, { type: 'notification', userId: input.userId });
  const message = input.said ? english(input.said) : input.message;
  const row = notificationRow(input.userId, message, input, nowIso());
  await notifications.insertNotification(db, row);
  if (input.push) {
    const { kind, url } = input.push;
    await queuePush(db, {
      userId: input.userId,
      kind,
      text: message,
      ...(input.said ? { said: input.said } : {}),
      url: url ?? (input.postId ? PUSH_URLS.post(input.postId) : PUSH_URLS.notifications),
      // A newer push about the same post and kind replaces this one on the device.
      tag: `${kind}:${input.postId ?? row.id}`,
    });
  }
}

/**
 * Several notifications written with `db`, the acting transaction, in one statement (a batch of registrations, say):
 * each named as `notify` names it. None of them is pushed.
 */
export async function notifyEach(db: Db, inputs: readonly Omit<NotifyInput, 'push'>[]): Promise<void> {
  if (inputs.length === 0) return;
  const now = nowIso();
  for (const input of inputs) changed(db, { type: 'notification', userId: input.userId });
  await notifications.insertNotifications(
    db,
    inputs.map((input) => notificationRow(input.userId, input.said ? english(input.said) : (input.message ?? ''), input, now)),
  );
}

/** A post's likers since a time, its author left out: how many, and the newest ones' names first (two at most). */
export interface Likers {
  count: number;
  names: string[];
}

export interface LikeChange {
  /** The post's author, who is told; never the one who liked (the caller leaves out one's own likes). */
  ownerId: string;
  postId: string;
  title: string;
  now: string;
  /** A like may start a group; an unlike only recounts an open one. */
  liked: boolean;
  likersSince: (since: string) => Promise<Likers>;
}

/**
 * Likes notify the post's author in one notification per post until they read it (decision 031): it counts
 * the current likers since the group began, so an unlike takes its liker out again (and the last one the
 * notification). A new like moves the group to the top of the list; once read, the next like starts a new one.
 * Written with `db`, the like's own transaction.
 */
export async function refreshLikeGroup(db: Db, change: LikeChange): Promise<void> {
  changed(db, { type: 'notification', userId: change.ownerId });
  const group = await notifications.findOpenGroup(db, change.ownerId, change.postId, LIKE_GROUP);
  if (!group) {
    if (!change.liked) return;
    const likers = await change.likersSince(change.now);
    if (likers.count === 0) return;
    const said = notices.likedYourPost(likers.names, likers.count, change.title);
    await notifications.insertGroup(db, {
      id: newId(),
      user_id: change.ownerId,
      message: english(said),
      type: 'info',
      post_id: change.postId,
      read_at: null,
      created_at: change.now,
      group_kind: LIKE_GROUP,
      group_since: change.now,
      template: said.id,
      template_values: storedValues(said),
      club_id: null,
    });
    return;
  }
  const likers = await change.likersSince(group.group_since ?? group.created_at);
  if (likers.count === 0) {
    await notifications.deleteNotification(db, group.id);
    return;
  }
  const said = notices.likedYourPost(likers.names, likers.count, change.title);
  const text = { message: english(said), template: said.id, template_values: storedValues(said) };
  await notifications.updateNotification(db, group.id, change.liked ? { ...text, created_at: change.now } : text);
}

const LIKE_GROUP = 'like';

export async function listNotifications(
  ctx: AppContext,
  viewer: Viewer,
  query: { limit: number; cursor?: string | undefined },
): Promise<Page<Notification>> {
  const before = query.cursor ? decodePosition(query.cursor) : null;
  const { rows, next } = toPage(await notifications.findPage(ctx.db, viewer.id, before, query.limit + 1), query.limit);
  return { items: rows.map((row) => presentNotification(row, viewer.locale ?? null)), next };
}

export const unreadCount = (ctx: AppContext, viewer: Viewer): Promise<number> => notifications.countUnread(ctx.db, viewer.id);

/** Someone else's notification, or one that does not exist, is 404 alike. */
export async function markRead(ctx: AppContext, viewer: Viewer, id: string): Promise<void> {
  await committing(ctx, async (trx) => {
    if (!(await notifications.markRead(trx, viewer.id, id, nowIso()))) throw notFound(MESSAGES.notificationNotFound);
    changed(trx, { type: 'notification', userId: viewer.id });
  });
}

/**
 * Marks read what the caller was shown: every unread notification up to the one they saw newest, as they saw
 * it (`seenAt`, its timestamp then). One that arrived meanwhile, or a like group that grew since, stays unread.
 */
export async function markReadThrough(ctx: AppContext, viewer: Viewer, id: string, seenAt: string): Promise<void> {
  const newest = await notifications.findOwnNotification(ctx.db, viewer.id, id);
  if (!newest) throw notFound(MESSAGES.notificationNotFound);
  const t = seenAt < newest.created_at ? seenAt : newest.created_at;
  await committing(ctx, async (trx) => {
    await notifications.markReadThrough(trx, viewer.id, { t, id }, nowIso());
    changed(trx, { type: 'notification', userId: viewer.id });
  });
}

export async function markAllRead(ctx: AppContext, viewer: Viewer): Promise<void> {
  await committing(ctx, async (trx) => {
    await notifications.markAllRead(trx, viewer.id, nowIso());
    changed(trx, { type: 'notification', userId: viewer.id });
  });
}
