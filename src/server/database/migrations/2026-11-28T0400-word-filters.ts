/**
 * Frozen in time: written against Kysely<any>, imports no app code, portable across SQLite and PostgreSQL.
 * The word filter (decision 046). `word_filters`: the admins' words and phrases, each with its action (block,
 * hold, flag), the pattern unique. `comments.held`: 1 while a comment the filter held waits for an admin (only
 * its author and admins see it); `comments.flagged`: 1 when the filter flagged it for an admin's look.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('word_filters')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('pattern', 'text', (c) => c.notNull().unique())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('comments').addColumn('held', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('comments').addColumn('flagged', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.createIndex('comments_caught_idx').on('comments').columns(['held', 'flagged', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('comments_caught_idx').execute();
  await db.schema.alterTable('comments').dropColumn('flagged').execute();
  await db.schema.alterTable('comments').dropColumn('held').execute();
  await db.schema.dropTable('word_filters').execute();
}
