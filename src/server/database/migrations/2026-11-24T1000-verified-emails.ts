/**
 * Frozen in time: written against Kysely<any>, imports no app code, portable across SQLite and PostgreSQL.
 * Accounts say whether their email is proven theirs (`email_verified_at`: null for a password sign-up), and
 * an admin revoked by hand remembers which ADMIN_EMAILS list was in force (`admin_revoked_for`), so the list
 * does not grant the role again until it changes. An account signed in with Google has proven its email.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_verified_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('admin_revoked_for', 'text').execute();
  await db
    .updateTable('users')
    .set({ email_verified_at: new Date().toISOString() })
    .where('google_sub', 'is not', null)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('admin_revoked_for').execute();
  await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
}
