/**
 * What an admin may do to an account (decision 044): change anyone's role but their own (so the campus never
 * loses its last admin by a slip); warn or suspend anyone but themselves and other admins (an admin's powers
 * are taken away by changing their role first, which is audited too).
 */
import { MESSAGES } from '../../../shared/messages.ts';
import { SUSPENSION_MAX_MS } from '../../../shared/schemas/people.ts';
import type { Viewer } from '../../context.ts';
import { badRequest, forbidden, type HttpError } from '../../lib/http-errors.ts';
import type { AccountRow } from './people.repository.ts';

export function roleChangeRefusal(admin: Viewer, account: AccountRow): HttpError | null {
  return account.id === admin.id ? forbidden(MESSAGES.cannotChangeOwnRole) : null;
}

export function sanctionRefusal(admin: Viewer, account: AccountRow): HttpError | null {
  if (account.id === admin.id) return forbidden(MESSAGES.cannotSuspendSelf);
  if (account.is_admin === 1) return forbidden(MESSAGES.cannotSuspendAdmin);
  return null;
}

/** The suspension's end, as stored (UTC ISO), if it lies in the future and within the longest suspension. */
export function suspensionEndOf(until: string, now: number): string {
  const end = Date.parse(until);
  if (!Number.isFinite(end) || end <= now || end - now > SUSPENSION_MAX_MS) throw badRequest(MESSAGES.suspendUntilInvalid);
  return new Date(end).toISOString();
}
