import { type Kysely, sql } from 'kysely';
import type { DatabaseHandle } from './connection.ts';
import type { Database } from './schema.ts';

/** Pages of merge work in one step: about 30 ms at 100,000 posts on the benchmark machine. */
const MERGE_PAGES = 500;

/**
 * SQLite: one bounded step of merging the search index's segments (FTS5 `merge` with a negative budget, which
 * merges across levels, as `optimize` does at once). Answers whether the step did any merging. PostgreSQL's
 * trigram index needs none of this (autovacuum merges its pending list).
 */
export async function mergeSearchIndex(db: Kysely<Database>): Promise<boolean> {
  const before = await sql<{ n: number }>`select total_changes() as n`.execute(db);
  await sql`insert into posts_search (posts_search, rank) values ('merge', ${-MERGE_PAGES})`.execute(db);
  const after = await sql<{ n: number }>`select total_changes() as n`.execute(db);
  // A step with nothing left to merge still rewrites the index's structure record: one change.
  return Number(after.rows[0]?.n) - Number(before.rows[0]?.n) > 1;
}

/** Steps until nothing is left to merge (after a bulk load: what the running server does over a few minutes). */
export async function mergeSearchIndexFully(db: Kysely<Database>): Promise<void> {
  while (await mergeSearchIndex(db));
}

/**
 * Keeps the SQLite search index merged while the server runs. FTS5 merges a level's segments only once it
 * fills (automerge), so a campus that grows a post at a time, or a bulk import, leaves many segments, and a
 * search reads each of them: on the 100,000-post bench campus a rare word took 0.7 ms in the index, 0.1 ms once
 * merged (decision 019). Every `everyMs` one step of merge work (at most 500 pages) runs; once merged, a step
 * costs next to nothing. Returns the stop function.
 */
export function keepSearchIndexMerged(database: DatabaseHandle, onError: (error: unknown) => void, everyMs = 60_000): () => void {
  if (database.kind !== 'sqlite') return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    mergeSearchIndex(database.db)
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
