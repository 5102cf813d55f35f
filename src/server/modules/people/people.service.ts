/**
 * The admin's People section (decision 044): find accounts; grant or take away the moderator and admin roles;
 * warn; suspend until a time, and lift it. Each act is one transaction that changes the account, tells it (a
 * notification; for a warning or a suspension, an email too) and writes the audit log. A role or suspension
 * names a `user` change, so every process reads the account afresh on its next request.
 */
import { MESSAGES, notices } from '../../../shared/messages.ts';
import type { PersonAccount, Role, SuspensionInput } from '../../../shared/schemas/people.ts';
import { changed, committing } from '../../changes/committing.ts';
import type { AppContext, Viewer } from '../../context.ts';
import type { Database } from '../../database/schema.ts';
import { nowIso } from '../../database/values.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import type { Transaction } from 'kysely';
import { queueEmail } from '../email/outbox.ts';
import { auditAccount } from '../audit/audit.ts';
import { notify } from '../notifications/notifications.service.ts';
import { adminListFingerprint } from '../users/users.service.ts';
import { suspensionMessage, warningMessage } from './people.emails.ts';
import { roleChangeRefusal, sanctionRefusal, suspensionEndOf } from './people.policy.ts';
import { presentAccount, roleOf } from './people.presenter.ts';
import * as people from './people.repository.ts';

const FOUND_MAX = 20;
type Trx = Transaction<Database>;

export async function findPeople(ctx: AppContext, text: string): Promise<PersonAccount[]> {
  const now = nowIso();
  return (await people.searchAccounts(ctx.db, text, FOUND_MAX)).map((row) => presentAccount(row, now));
}

async function accountOrNotFound(trx: Trx, id: string): Promise<people.AccountRow> {
  const account = await people.findAccount(trx, id);
  if (!account) throw notFound(MESSAGES.accountNotFound);
  return account;
}

async function reread(ctx: AppContext, id: string): Promise<PersonAccount> {
  const account = await people.findAccount(ctx.db, id);
  if (!account) throw notFound(MESSAGES.accountNotFound);
  return presentAccount(account, nowIso());
}

export async function setRole(ctx: AppContext, admin: Viewer, id: string, role: Role): Promise<PersonAccount> {
  await committing(ctx, async (trx) => {
    const account = await accountOrNotFound(trx, id);
    const refusal = roleChangeRefusal(admin, account);
    if (refusal) throw refusal;
    const before = roleOf(account);
    if (before === role) return;
    const flags = { is_admin: role === 'admin' ? 1 : 0, is_moderator: role === 'moderator' ? 1 : 0 };
    // An admin made a moderator or a student stays so: ADMIN_EMAILS does not grant it again (as `npm run admin -- revoke`).
    const revoked = before === 'admin' ? { admin_revoked_for: adminListFingerprint(ctx.config.adminEmails) } : role === 'admin' ? { admin_revoked_for: null } : {};
    await people.setRole(trx, id, { ...flags, ...revoked }, nowIso());
    changed(trx, { type: 'user', userId: id });
    await notify(trx, { userId: id, said: notices.roleChanged(MESSAGES.roleNames[role]), type: 'info', postId: null });
    await auditAccount(trx, admin, 'role', account, `${before} → ${role}`);
  });
  return reread(ctx, id);
}

export async function warn(ctx: AppContext, admin: Viewer, id: string, message: string): Promise<void> {
  await committing(ctx, async (trx) => {
    const account = await accountOrNotFound(trx, id);
    const refusal = sanctionRefusal(admin, account);
    if (refusal) throw refusal;
    await notify(trx, { userId: id, said: notices.warned(message), type: 'error', postId: null });
    await queueEmail(trx, new URL(ctx.config.publicUrl).host, {
      kind: 'account-warning',
      to: account.email,
      userId: id,
      message: warningMessage(account.name, message, ctx.config.publicUrl, account.locale),
    });
    await auditAccount(trx, admin, 'warn', account, message);
  });
}

export async function suspend(ctx: AppContext, admin: Viewer, id: string, input: SuspensionInput): Promise<PersonAccount> {
  const until = suspensionEndOf(input.until, Date.now());
  await committing(ctx, async (trx) => {
    const account = await accountOrNotFound(trx, id);
    const refusal = sanctionRefusal(admin, account);
    if (refusal) throw refusal;
    await people.setSuspension(trx, id, until, input.reason, nowIso());
    changed(trx, { type: 'user', userId: id });
    await notify(trx, { userId: id, message: MESSAGES.moderationOutcomes.suspended(until, input.reason), type: 'error', postId: null });
    await queueEmail(trx, new URL(ctx.config.publicUrl).host, {
      kind: 'account-suspended',
      to: account.email,
      userId: id,
      message: suspensionMessage(account.name, until, input.reason, ctx.config.publicUrl, account.locale),
    });
    await auditAccount(trx, admin, 'suspend', account, `until ${until}; reason: ${input.reason}`);
  });
  return reread(ctx, id);
}

export async function lift(ctx: AppContext, admin: Viewer, id: string): Promise<PersonAccount> {
  await committing(ctx, async (trx) => {
    const account = await accountOrNotFound(trx, id);
    if (account.suspended_until === null || account.suspended_until <= nowIso()) throw conflict(MESSAGES.notSuspended);
    await people.setSuspension(trx, id, null, null, nowIso());
    changed(trx, { type: 'user', userId: id });
    await notify(trx, { userId: id, said: notices.suspensionLifted(), type: 'success', postId: null });
    await auditAccount(trx, admin, 'unsuspend', account, `was until ${account.suspended_until}`);
  });
  return reread(ctx, id);
}
