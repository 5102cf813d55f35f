import type { Kysely, Transaction } from 'kysely';
import type { Database, NotificationsTable } from '../../database/schema.ts';
import type { Position } from '../../lib/paging.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type NotificationRow = NotificationsTable;

export async function insertNotification(db: Db, row: NotificationRow): Promise<void> {
  await db.insertInto('notifications').values(row).execute();
}

/** Many notifications in as few statements as the databases' parameter limits allow. */
export async function insertNotifications(db: Db, rows: readonly NotificationRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await db.insertInto('notifications').values(rows.slice(i, i + 500)).execute();
}

/** One page of a user's notifications, newest first, strictly older than `before`. */
export function findPage(db: Db, userId: string, before: Position | null, limit: number): Promise<NotificationRow[]> {
  let q = db.selectFrom('notifications').selectAll().where('user_id', '=', userId);
  if (before) {
    q = q
      .where('created_at', '<=', before.t)
      .where((eb) => eb.or([eb('created_at', '<', before.t), eb('id', '<', before.id)]));
  }
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks one of the user's notifications read (keeping the first read time); answers whether it is theirs. */
export async function markRead(db: Db, userId: string, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('notifications')
    .set((eb) => ({ read_at: eb.fn.coalesce('read_at', eb.val(now)) }))
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markAllRead(db: Db, userId: string, now: string): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The user's one unread grouped notification of this kind about the post, if there is one. */
export function findOpenGroup(db: Db, userId: string, postId: string, kind: string): Promise<NotificationRow | undefined> {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .where('post_id', '=', postId)
    .where('group_kind', '=', kind)
    .where('read_at', 'is', null)
    .executeTakeFirst();
}

/** Starts a group unless an unread one of its kind exists for the user and post (then nothing is written). */
export async function insertGroup(db: Db, row: NotificationRow): Promise<void> {
  await db
    .insertInto('notifications')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['user_id', 'post_id', 'group_kind']).where('read_at', 'is', null).where('group_kind', 'is not', null).doNothing(),
    )
    .execute();
}

export async function updateNotification(db: Db, id: string, changes: Partial<Pick<NotificationRow, 'message' | 'template' | 'template_values' | 'created_at'>>): Promise<void> {
  await db.updateTable('notifications').set(changes).where('id', '=', id).execute();
}

export async function deleteNotification(db: Db, id: string): Promise<void> {
  await db.deleteFrom('notifications').where('id', '=', id).execute();
}

/** One of the user's notifications, by id. */
export function findOwnNotification(db: Db, userId: string, id: string): Promise<NotificationRow | undefined> {
  return db.selectFrom('notifications').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

/** Marks read the user's unread notifications at or before `through` in the list's order (created_at, id). */
export async function markReadThrough(db: Db, userId: string, through: Position, now: string): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .where('created_at', '<=', through.t)
    .where((eb) => eb.or([eb('created_at', '<', through.t), eb('id', '<=', through.id)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
