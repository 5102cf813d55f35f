import { type Kysely, sql } from 'kysely';
import type { Database } from '../../database/schema.ts';

/** One round trip that proves the database answers. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}

/** The migrations the database has run (Kysely's bookkeeping table, in the connection's schema). */
export async function appliedMigrations(db: Kysely<Database>): Promise<Set<string>> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  return new Set(rows.map((row) => row.name));
}
