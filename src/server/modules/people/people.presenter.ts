import type { PersonAccount, Role } from '../../../shared/schemas/people.ts';
import { suspendedUntil } from '../auth/auth.policy.ts';
import type { AccountRow } from './people.repository.ts';

export const roleOf = (row: Pick<AccountRow, 'is_admin' | 'is_moderator'>): Role =>
  row.is_admin === 1 ? 'admin' : row.is_moderator === 1 ? 'moderator' : 'member';

export function presentAccount(row: AccountRow, now: string): PersonAccount {
  const until = suspendedUntil(row.suspended_until, now);
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: roleOf(row),
    emailVerified: row.email_verified_at !== null,
    suspendedUntil: until,
    suspensionReason: until ? row.suspension_reason : null,
  };
}
