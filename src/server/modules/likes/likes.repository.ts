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

/** The post's likers since `since` (inclusive), `except` left out: how many, and the two newest names. */
export async function findLikersSince(db: Db, postId: string, since: string, except: string): Promise<{ count: number; names: string[] }> {
  const [counted, newest] = await Promise.all([
    db
      .selectFrom('likes')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('post_id', '=', postId)
      .where('created_at', '>=', since)
      .where('user_id', '!=', except)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('likes as l')
      .innerJoin('users as u', 'u.id', 'l.user_id')
      .select('u.name')
      .where('l.post_id', '=', postId)
      .where('l.created_at', '>=', since)
      .where('l.user_id', '!=', except)
      .orderBy('l.created_at', 'desc')
      .orderBy('l.user_id', 'desc')
      .limit(2)
      .execute(),
  ]);
  return { count: Number(counted.n), names: newest.map((row) => row.name) };
}
