import type { Kysely } from 'kysely';
import type { Database } from '../../database/schema.ts';
import type { RateCounters } from '../../lib/shared-rate-store.ts';
import { countHit, deleteEndedCounters } from './rate-limits.repository.ts';

/** The request limits' counters kept in the database, for the shared store (lib/shared-rate-store.ts). */
export function databaseRateCounters(db: Kysely<Database>): RateCounters {
  return {
    hit: (key, now, windowEnd) => countHit(db, key, now, windowEnd),
    deleteEnded: (now) => deleteEndedCounters(db, now),
  };
}
