import type { Kysely, Transaction } from 'kysely';
import type { CommentsTable, Database } from '../../database/schema.ts';
import type { Position } from '../../lib/paging.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type CommentRow = CommentsTable;
/** A comment with its author's current name, avatar and admin flag, joined at read time. */
export type CommentWithAuthor = Pick<CommentRow, 'id' | 'post_id' | 'user_id' | 'text' | 'created_at'> & {
  author_name: string;
  author_avatar: string | null;
  author_is_admin: number;
};

export async function insertComment(db: Db, row: CommentRow): Promise<void> {
  await db.insertInto('comments').values(row).execute();
}

export async function bumpCommentCount(db: Db, postId: string): Promise<void> {
  await db
    .updateTable('posts')
    .set((eb) => ({ comment_count: eb('comment_count', '+', 1) }))
    .where('id', '=', postId)
    .execute();
}

/** A post's comments with their authors, oldest first, strictly after `after`; no limit: all of them. */
export function findComments(db: Db, postId: string, after: Position | null, limit?: number): Promise<CommentWithAuthor[]> {
  let q = db
    .selectFrom('comments as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.post_id', 'c.user_id', 'c.text', 'c.created_at', 'u.name as author_name', 'u.avatar as author_avatar', 'u.is_admin as author_is_admin'])
    .where('c.post_id', '=', postId);
  if (after) {
    q = q
      .where('c.created_at', '>=', after.t)
      .where((eb) => eb.or([eb('c.created_at', '>', after.t), eb('c.id', '>', after.id)]));
  }
  q = q.orderBy('c.created_at', 'asc').orderBy('c.id', 'asc');
  return (limit === undefined ? q : q.limit(limit)).execute();
}
