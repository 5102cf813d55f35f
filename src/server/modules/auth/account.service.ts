/**
 * A signed-in student's own account: changing the password, which signs out every other session, and signing
 * out everywhere. See docs/decisions/024-identities-that-cannot-be-claimed.md.
 */
import type { Transaction } from 'kysely';
import { MESSAGES } from '../../../shared/messages.ts';
import type { ChangePasswordInput } from '../../../shared/schemas/auth.ts';
import { changed, committing } from '../../changes/committing.ts';
import type { AppContext, Viewer } from '../../context.ts';
import type { Database } from '../../database/schema.ts';
import { nowIso } from '../../database/values.ts';
import { badRequest, forbidden, unauthorized } from '../../lib/http-errors.ts';
import { assertUncommonPassword } from './common-passwords.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import * as users from '../users/users.service.ts';
import type { LoginThrottle } from './login-throttle.ts';
import * as sessions from './sessions.repository.ts';

/**
 * Sets a new password after checking the current one. A wrong current password counts as a failed sign-in of
 * the account (the same throttle as login), so a stolen session cannot guess it. The caller's session stays;
 * every other one, and any unused sign-in ticket, is revoked in the same transaction.
 */
export async function changePassword(
  ctx: AppContext,
  throttle: LoginThrottle | null,
  viewer: Viewer,
  input: ChangePasswordInput,
  client: string,
): Promise<void> {
  await throttle?.admit(viewer.email, client);
  const user = await users.findUserById(ctx.db, viewer.id);
  if (!user) throw unauthorized(MESSAGES.loginRequired);
  if (!user.password_hash) throw forbidden(MESSAGES.noPasswordToChange);
  if (!input.currentPassword) throw badRequest(MESSAGES.currentPasswordRequired);
  if (!(await verifyPassword(input.currentPassword, user.password_hash))) {
    await throttle?.recordFailure(viewer.email, client);
    throw forbidden(MESSAGES.currentPasswordWrong);
  }
  await throttle?.clear(viewer.email, client);
  assertUncommonPassword(input.newPassword);
  const passwordHash = await hashPassword(input.newPassword);
  const now = nowIso();
  await committing(ctx, async (trx) => {
    await users.updateUser(trx, user.id, { password_hash: passwordHash, updated_at: now });
    await sessions.revokeUserSessions(trx, user.id, now, viewer.tokenHash);
    await sessions.spendUserTickets(trx, user.id, now);
    changed(trx, { type: 'sessions', userId: user.id });
  });
}

/**
 * Ends every session of an account and spends its unused sign-in tickets, in the write `trx` belongs to: signing
 * out everywhere, and a password reset.
 */
export async function endEverySession(trx: Transaction<Database>, userId: string, now: string): Promise<void> {
  await sessions.revokeUserSessions(trx, userId, now);
  await sessions.spendUserTickets(trx, userId, now);
  changed(trx, { type: 'sessions', userId });
}

/** Revokes every session of the viewer, this one included, and any unused sign-in ticket. */
export async function logoutEverywhere(ctx: AppContext, viewer: Viewer): Promise<void> {
  await committing(ctx, (trx) => endEverySession(trx, viewer.id, nowIso()));
}
