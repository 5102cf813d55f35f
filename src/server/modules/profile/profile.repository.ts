import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../database/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The user's posts and what they received, summed by the database from the counts kept on each post, and the
 * events they registered for (by the registrations' user index).
 */
export function findProfileCounts(db: Db, userId: string) {
  return db
    .selectFrom('posts')
    .select((eb) => [
      eb.fn.countAll().as('posts'),
      eb.fn.coalesce(eb.fn.sum('like_count'), eb.lit(0)).as('likes'),
      eb.fn.coalesce(eb.fn.sum('comment_count'), eb.lit(0)).as('comments'),
      eb.fn.coalesce(eb.fn.sum('registration_count'), eb.lit(0)).as('registrations'),
      eb
        .selectFrom('registrations as r')
        .select((inner) => inner.fn.countAll().as('n'))
        .where('r.user_id', '=', userId)
        .as('events_registered'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
}
