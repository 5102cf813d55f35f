/**
 * Frozen in time: written against Kysely<any>, imports no app code, portable across SQLite and PostgreSQL.
 * `rate_counters`: the per-route request limits' counters, shared by every process on the database
 * (docs/decisions/036-limits-shared-by-processes.md). One row per route and client (`key`): the hits counted
 * in the current window and when that window ends (`reset_at`, ISO 8601 UTC text). Rows whose window has
 * ended are deleted by `reset_at`.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('reset_at', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_counters_reset_idx').on('rate_counters').column('reset_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('rate_counters_reset_idx').execute();
  await db.schema.dropTable('rate_counters').execute();
}
