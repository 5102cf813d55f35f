/**
 * Frozen in time: written against Kysely<any>, imports no app code, portable across SQLite and PostgreSQL.
 * Brigade-resistant hiding (decision 045). `upheld_reports`: a report whose post an admin removed, kept after the
 * post (and its reports) are gone, so a reporter's record weighs their later reports. `post_auto_hides`: why a post
 * was hidden without an admin: when, how many reports counted, what they weighed and the threshold then.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('upheld_reports')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('post_id', 'text', (c) => c.notNull())
    .addColumn('upheld_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('upheld_reports_pk', ['user_id', 'post_id'])
    .execute();
  await db.schema
    .createTable('post_auto_hides')
    .addColumn('post_id', 'text', (c) => c.primaryKey().references('posts.id').onDelete('cascade'))
    .addColumn('hidden_at', 'text', (c) => c.notNull())
    .addColumn('reports', 'integer', (c) => c.notNull())
    .addColumn('weight', 'double precision', (c) => c.notNull())
    .addColumn('threshold', 'integer', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('post_auto_hides').execute();
  await db.schema.dropTable('upheld_reports').execute();
}
