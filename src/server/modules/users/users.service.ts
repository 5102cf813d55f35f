/**
 * Who is admin. ADMIN_EMAILS names the addresses that become admin at sign-in, but only once the account has
 * proven it owns the address (Google's `email_verified`; a password sign-up proves nothing). An operator's
 * grant and revoke (`npm run admin`) win over the list: a revoke records the list then in force, and the list
 * grants that account again only after it changes.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../database/schema.ts';
import { nowIso } from '../../database/values.ts';
import * as users from './users.repository.ts';

/*
 * The accounts' rows, as sign-in, the account page and the profile read and write them (each takes the caller's
 * `db` or transaction). Other modules come here rather than to users.repository.ts.
 */
export {
  findUserByEmail,
  findUserByGoogleSub,
  findUserById,
  insertUser,
  replacePasswordHash,
  updateUser,
  type UserRow,
} from './users.repository.ts';

/** Names an ADMIN_EMAILS list, whatever its order: what a revoke records. */
export function adminListFingerprint(adminEmails: ReadonlySet<string>): string {
  return createHash('sha256').update([...adminEmails].sort().join('\n')).digest('hex');
}

/** Whether ADMIN_EMAILS makes this account admin now: listed, its email verified, not revoked under this list. */
export function listGrantsAdmin(
  adminEmails: ReadonlySet<string>,
  user: Pick<users.UserRow, 'email' | 'email_verified_at' | 'admin_revoked_for'>,
): boolean {
  return (
    adminEmails.has(user.email) &&
    user.email_verified_at !== null &&
    user.admin_revoked_for !== adminListFingerprint(adminEmails)
  );
}

/** `npm run admin -- grant`: admin at once, verified email or not. Answers how many accounts changed (0 or 1). */
export const grantAdmin = (db: Kysely<Database>, email: string): Promise<number> =>
  users.setAdminByEmail(db, email, { isAdmin: true, revokedFor: null }, nowIso());

/** `npm run admin -- revoke`: no longer admin, and ADMIN_EMAILS does not grant it again until the list changes. */
export const revokeAdmin = (db: Kysely<Database>, adminEmails: ReadonlySet<string>, email: string): Promise<number> =>
  users.setAdminByEmail(db, email, { isAdmin: false, revokedFor: adminListFingerprint(adminEmails) }, nowIso());

/** `npm run admin -- list`: every admin, and whether ADMIN_EMAILS lists them and their email is verified. */
export async function describeAdmins(db: Kysely<Database>, adminEmails: ReadonlySet<string>): Promise<string[]> {
  return (await users.listAdmins(db)).map(
    (admin) =>
      `${admin.email} (${admin.name}): ${admin.email_verified_at ? 'verified email' : 'email not verified'}, ` +
      `${adminEmails.has(admin.email) ? 'in ADMIN_EMAILS' : 'not in ADMIN_EMAILS'}`,
  );
}
