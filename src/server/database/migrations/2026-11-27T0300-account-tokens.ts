/**
 * Frozen in time: written against Kysely<any>, imports no app code, portable across SQLite and PostgreSQL.
 * `account_tokens`: the single-use tokens of the account emails (decision 041), `purpose` verify-email or
 * password-reset. Only the token's SHA-256 (hex) is kept, as for sessions. A token is spent when `used_at` is
 * set: by its use, or by a newer token of the same purpose for the same account. Times are ISO 8601 UTC text.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('account_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('account_tokens_user_idx').on('account_tokens').columns(['user_id', 'purpose']).execute();
  await db.schema.createIndex('account_tokens_expiry_idx').on('account_tokens').column('expires_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('account_tokens').execute();
}
