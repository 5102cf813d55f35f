import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../database/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Adds the like unless it exists; answers whether a row was inserted. */
export async function insertLike(db: Db, postId: string, userId: string, now: string): Promise<boolean> {
  const result = await db
    .insertInto('likes')
    .values({ post_id: postId, user_id: userId, created_at: now })
    .onConflict((oc) => oc.columns(['post_id', 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Removes the like if it exists; answers whether a row was deleted. */
export async function deleteLike(db: Db, postId: string, userId: string): Promise<boolean> {
  const result = await db.deleteFrom('likes').where('post_id', '=', postId).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Moves the post's like counter by one, in the database (never read-modify-write in code). */
export async function bumpLikeCount(db: Db, postId: string, by: 1 | -1): Promise<void> {
  await db
    .updateTable('posts')
    .set((eb) => ({ like_count: eb('like_count', '+', by) }))
    .where('id', '=', postId)
    .execute();
}

export async function findLikeCount(db: Db, postId: string): Promise<number> {
  const row = await db.selectFrom('posts').select('like_count').where('id', '=', postId).executeTakeFirst();
  return Number(row?.like_count ?? 0);
}

/** The user's liked post ids, newest like first. */
export async function findLikedPostIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('likes')
    .select('post_id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('post_id', 'asc')
    .execute();
  return rows.map((r) => r.post_id);
}
