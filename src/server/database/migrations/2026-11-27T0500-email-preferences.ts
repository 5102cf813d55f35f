/**
 * Frozen in time: written against Kysely<any>, imports no app code, portable across SQLite and PostgreSQL.
 * A student's control over the optional emails (decision 042). `email_opt_outs`: one row per kind a student
 * turned off (no row: the kind goes). `email_unsubscribe_tokens`: the one-click unsubscribe links of the emails
 * sent, each naming one account and one kind; only the SHA-256 of the token is kept, until `expires_at`.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('email_opt_outs')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('email_opt_outs_pk', ['user_id', 'kind'])
    .execute();
  await db.schema
    .createTable('email_unsubscribe_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('email_unsubscribe_tokens_expiry_idx').on('email_unsubscribe_tokens').column('expires_at').execute();
  await db.schema.createIndex('email_unsubscribe_tokens_user_idx').on('email_unsubscribe_tokens').column('user_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_unsubscribe_tokens').execute();
  await db.schema.dropTable('email_opt_outs').execute();
}
