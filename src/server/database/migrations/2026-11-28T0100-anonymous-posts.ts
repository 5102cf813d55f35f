/**
 * Frozen in time: written against Kysely<any>, imports no app code, portable across SQLite and PostgreSQL.
 * Anonymous Consights (decision 043): a post may be posted anonymously. Its row keeps its owner (`user_id`, for
 * ownership and moderation) and says so in `anonymous` (0/1), with the pseudonym chosen when it was written
 * (`pseudonym`, e.g. 'Anonymous Otter', and `pseudonym_hue`, 0-359, the colour of the avatar the client draws).
 * Neither ever changes.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('posts').addColumn('anonymous', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('posts').addColumn('pseudonym', 'text').execute();
  await db.schema.alterTable('posts').addColumn('pseudonym_hue', 'integer').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('posts').dropColumn('pseudonym_hue').execute();
  await db.schema.alterTable('posts').dropColumn('pseudonym').execute();
  await db.schema.alterTable('posts').dropColumn('anonymous').execute();
}
