import type { Insertable, Kysely, Transaction } from 'kysely';
import type { CommentsTable, Database } from '../../database/schema.ts';
import type { Position } from '../../lib/paging.ts';

type Db = Kysely<Database> | Transaction<Database>;

export type CommentRow = Insertable<CommentsTable>;

/** A comment with its author's current name, avatar and admin flag, joined at read time. */
export type CommentWithAuthor = Pick<CommentRow, 'id' | 'post_id' | 'user_id' | 'text' | 'created_at'> & {
  author_name: string;
  author_avatar: string | null;
  author_is_admin: number;
  /** 1 while the word filter holds it for review (decision 046); absent where held comments are never read. */
  held?: number;
};

export async function insertComment(db: Db, row: CommentRow): Promise<void> {
  await db.insertInto('comments').values(row).execute();
}

/**
 * Holds the post's row until the transaction ends (PostgreSQL; SQLite's writer is one already), so that two copies
 * of one comment sent at once are written one after the other and the second finds the first.
 */
export async function lockPostForComment(db: Db, postId: string): Promise<void> {
  await db
    .updateTable('posts')
    .set((eb) => ({ comment_count: eb.ref('comment_count') }))
    .where('id', '=', postId)
    .execute();
}

/** Whether the author wrote this very text on this post since `since`. */
export async function hasSameRecentComment(db: Db, postId: string, userId: string, text: string, since: string): Promise<boolean> {
  const row = await db
    .selectFrom('comments')
    .select('id')
    .where('post_id', '=', postId)
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .where('text', '=', text)
    .executeTakeFirst();
  return row !== undefined;
}

export async function bumpCommentCount(db: Db, postId: string, by: 1 | -1 = 1): Promise<void> {
  await db
    .updateTable('posts')
    .set((eb) => ({ comment_count: eb('comment_count', '+', by) }))
    .where('id', '=', postId)
    .execute();
}

/**
 * A post's comments with their authors, oldest first, strictly after `after`; no limit: all of them. Comments
 * the word filter holds are left out, but those of `heldOf` (their author) are in.
 */
export function findComments(db: Db, postId: string, after: Position | null, limit?: number, heldOf: string | null = null): Promise<CommentWithAuthor[]> {
  let q = db
    .selectFrom('comments as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.post_id', 'c.user_id', 'c.text', 'c.created_at', 'c.held', 'u.name as author_name', 'u.avatar as author_avatar', 'u.is_admin as author_is_admin'])
    .where('c.post_id', '=', postId)
    .where((eb) => (heldOf ? eb.or([eb('c.held', '=', 0), eb('c.user_id', '=', heldOf)]) : eb('c.held', '=', 0)));
  if (after) {
    q = q
      .where('c.created_at', '>=', after.t)
      .where((eb) => eb.or([eb('c.created_at', '>', after.t), eb('c.id', '>', after.id)]));
  }
  q = q.orderBy('c.created_at', 'asc').orderBy('c.id', 'asc');
  return (limit === undefined ? q : q.limit(limit)).execute();
}

/** How many of a post's comments everyone sees (the held ones are not counted). */
export async function countShownComments(db: Db, postId: string): Promise<number> {
  const row = await db
    .selectFrom('comments')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('post_id', '=', postId)
    .where('held', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// ---- word filters' catches (decision 046) ----

export type CaughtCommentRow = Pick<CommentsTable, 'id' | 'post_id' | 'user_id' | 'text' | 'created_at'> & {
  held: number;
  flagged: number;
  author_name: string;
  post_title: string;
  /** The post's author and anonymity: an anonymous author's own comment shows the pseudonym (decision 067). */
  post_author_id: string;
  anonymous: number;
  pseudonym: string | null;
  pseudonym_hue: number | null;
};

/** Comments the word filter held or flagged, oldest first. */
export const findCaughtComments = (db: Db, limit: number): Promise<CaughtCommentRow[]> =>
  db
    .selectFrom('comments as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .innerJoin('posts as p', 'p.id', 'c.post_id')
    .select(['c.id', 'c.post_id', 'c.user_id', 'c.text', 'c.created_at', 'c.held', 'c.flagged', 'u.name as author_name', 'p.title as post_title', 'p.user_id as post_author_id', 'p.anonymous', 'p.pseudonym', 'p.pseudonym_hue'])
    .where((eb) => eb.or([eb('c.held', '=', 1), eb('c.flagged', '=', 1)]))
    .orderBy('c.created_at', 'asc')
    .orderBy('c.id', 'asc')
    .limit(limit)
    .execute();

export const findCommentRow = (db: Db, id: string) =>
  db.selectFrom('comments').select(['id', 'post_id', 'user_id', 'held', 'flagged']).where('id', '=', id).executeTakeFirst();

/** Clears a caught comment's marks; answers whether it was caught. */
export async function clearCaught(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable('comments')
    .set({ held: 0, flagged: 0 })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('held', '=', 1), eb('flagged', '=', 1)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteComment(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('comments').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
