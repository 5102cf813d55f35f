/**
 * Frozen in time: written against Kysely<any>, imports no app code, portable across SQLite and PostgreSQL.
 * Check-in (decision 052): a door scan keeps the check-in its answer names (the one it made, or the first one
 * that was there before it), so that a door syncing the same scan again is told the same time and person.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('door_scans').addColumn('check_in_id', 'text').execute();
  await db.schema.createIndex('check_ins_post_day_idx').on('check_ins').columns(['post_id', 'day', 'undone_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('check_ins_post_day_idx').execute();
  await db.schema.alterTable('door_scans').dropColumn('check_in_id').execute();
}
