import type { Kysely } from 'kysely';
import type { Database } from '../../database/schema.ts';
import { toNumber } from '../../database/values.ts';

/** The campus at a glance, counted by the database in one round trip. */
export async function countCampus(db: Kysely<Database>) {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('users').select((e) => e.fn.countAll().as('n')).as('users'),
      eb.selectFrom('posts').select((e) => e.fn.countAll().as('n')).as('posts'),
      eb
        .selectFrom('posts')
        .select((e) => e.fn.countAll().as('n'))
        .where('status', '=', 'pending')
        .as('pending_events'),
      eb
        .selectFrom('reports')
        .select((e) => e.fn.count('post_id').distinct().as('n'))
        .where('resolved_at', 'is', null)
        .as('reported_posts'),
    ])
    .executeTakeFirstOrThrow();
  return {
    users: toNumber(row.users),
    posts: toNumber(row.posts),
    pendingEvents: toNumber(row.pending_events),
    reportedPosts: toNumber(row.reported_posts),
  };
}
