/**
 * Frozen in time: written against Kysely<any>, imports no app code, portable across SQLite and PostgreSQL.
 * Deleting an account (decision 048): `users.deleted_at`, set when the account was deleted. The row stays as a
 * tombstone ('Deleted account', an unusable email, no password, no Google identity) so the Consights kept as
 * anonymous still have an owner row.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('deleted_at', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('deleted_at').execute();
}
