/**
 * Frozen in time: written against Kysely<any>, imports no app code, portable across SQLite and PostgreSQL.
 * Word filters over posts (decision 046): `posts.held`, 1 while the filter holds the post for review (it is
 * pending, in the approvals queue); `posts.flagged`, 1 when the filter flagged it (published, listed for review).
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('posts').addColumn('held', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('posts').addColumn('flagged', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('posts').dropColumn('flagged').execute();
  await db.schema.alterTable('posts').dropColumn('held').execute();
}
