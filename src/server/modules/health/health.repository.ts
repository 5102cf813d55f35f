import { type Kysely, sql } from 'kysely';
import type { Database } from '../../database/schema.ts';

/** One round trip that proves the database answers. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
