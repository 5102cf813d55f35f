import { type Kysely, sql } from 'kysely';
import type { Database } from '../../database/schema.ts';
import { toNumber } from '../../database/values.ts';

/**
 * Counts one hit on `key` in one atomic statement, whichever process sends it: a new row, or a window that has
 * ended (`reset_at` <= `now`), starts at 1 and ends at `windowEnd`; a running window adds one and keeps its end.
 * Answers the count and the end of the window the hit was counted in. Times are ISO 8601 UTC text.
 */
export async function countHit(
  db: Kysely<Database>,
  key: string,
  now: string,
  windowEnd: string,
): Promise<{ count: number; resetAt: string }> {
  const ended = sql<boolean>`${sql.ref('rate_counters.reset_at')} <= ${now}`;
  const row = await db
    .insertInto('rate_counters')
    .values({ key, reset_at: windowEnd, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        count: sql<number>`case when ${ended} then 1 else ${eb.ref('rate_counters.count')} + 1 end`,
        reset_at: sql<string>`case when ${ended} then ${eb.ref('excluded.reset_at')} else ${eb.ref('rate_counters.reset_at')} end`,
      })),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirstOrThrow();
  return { count: toNumber(row.count), resetAt: row.reset_at };
}

/** Deletes the counters whose window ended at or before `now`; answers how many. */
export async function deleteEndedCounters(db: Kysely<Database>, now: string): Promise<number> {
  const result = await db.deleteFrom('rate_counters').where('reset_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
