import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../database/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The user's posts and what they received, summed by the database from the counts kept on each post. */
export function findProfileCounts(db: Db, userId: string) {
  return db
    .selectFrom('posts')
    .select((eb) => [
      eb.fn.countAll().as('posts'),
      eb.fn.coalesce(eb.fn.sum('like_count'), eb.lit(0)).as('likes'),
      eb.fn.coalesce(eb.fn.sum('comment_count'), eb.lit(0)).as('comments'),
      eb.fn.coalesce(eb.fn.sum('registration_count'), eb.lit(0)).as('registrations'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
}
