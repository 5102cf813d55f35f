import type { Kysely, Transaction } from 'kysely';
import type { Database, UsersTable } from '../../database/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type UserRow = UsersTable;

export const findUserByEmail = (db: Db, email: string) =>
  db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

export const findUserById = (db: Db, id: string) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const findUserByGoogleSub = (db: Db, sub: string) =>
  db.selectFrom('users').selectAll().where('google_sub', '=', sub).executeTakeFirst();

export async function insertUser(db: Db, row: UserRow): Promise<void> {
  await db.insertInto('users').values(row).execute();
}

export async function updateUser(
  db: Db,
  id: string,
  patch: Partial<
    Pick<
      UserRow,
      | 'name'
      | 'email'
      | 'password_hash'
      | 'avatar'
      | 'is_admin'
      | 'admin_revoked_for'
      | 'google_sub'
      | 'email_verified_at'
      | 'locale'
      | 'updated_at'
    >
  >,
): Promise<void> {
  await db.updateTable('users').set(patch).where('id', '=', id).execute();
}

/**
 * Replaces a password hash by a stronger one of the same password, unless it changed meanwhile (a password
 * change in between wins).
 */
export async function replacePasswordHash(db: Db, userId: string, previous: string, next: string, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: next, updated_at: now })
    .where('id', '=', userId)
    .where('password_hash', '=', previous)
    .execute();
}

/** Sets an account's admin flag by hand; `revokedFor` is the ADMIN_EMAILS fingerprint a revoke records (null on grant). */
export async function setAdminByEmail(
  db: Db,
  email: string,
  change: { isAdmin: boolean; revokedFor: string | null },
  now: string,
): Promise<number> {
  const result = await db
    .updateTable('users')
    // An admin is no longer a moderator as well (decision 044): a later revoke leaves a student.
    .set({ is_admin: change.isAdmin ? 1 : 0, ...(change.isAdmin ? { is_moderator: 0 } : {}), admin_revoked_for: change.revokedFor, updated_at: now })
    .where('email', '=', email)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Every admin, oldest first, with whether their email is verified: for the operator's review. */
export const listAdmins = (db: Db) =>
  db
    .selectFrom('users')
    .select(['email', 'name', 'email_verified_at', 'created_at'])
    .where('is_admin', '=', 1)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

export async function countUsers(db: Db): Promise<number> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
