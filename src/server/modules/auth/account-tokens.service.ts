/**
 * The account emails (decision 041): proving an email address, and resetting a forgotten password. Each sends a
 * link holding a single-use token (only its SHA-256 is stored); the message is queued in the write's own
 * transaction, so it goes exactly when the write commits.
 */
import type { Transaction } from 'kysely';
import { ACCOUNT_TOKENS } from '../../../shared/limits.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import type { PasswordResetConfirm } from '../../../shared/schemas/auth.ts';
import { changed, committing } from '../../changes/committing.ts';
import type { AppContext, Viewer } from '../../context.ts';
import type { Database } from '../../database/schema.ts';
import { nowIso } from '../../database/values.ts';
import { badRequest, conflict, tooManyRequests, unauthorized } from '../../lib/http-errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { assertUncommonPassword } from './common-passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { queueEmail } from '../email/outbox.ts';
import { databaseRateCounters } from '../rate-limits/rate-limits.service.ts';
import * as users from '../users/users.service.ts';
import { endEverySession } from './account.service.ts';
import { resetPasswordLink, resetPasswordMessage, verifyEmailLink, verifyEmailMessage } from './account-emails.ts';
import * as tokens from './account-tokens.repository.ts';

const HOUR_MS = 60 * 60 * 1000;

type Account = Pick<users.UserRow, 'id' | 'name' | 'email' | 'locale'>;

/** A new token of `purpose` for the account (older ones of that purpose end), written in `trx`. */
async function issueToken(trx: Transaction<Database>, account: Account, purpose: tokens.AccountTokenPurpose, ttlMs: number) {
  const token = newToken();
  const now = Date.now();
  await tokens.replaceToken(trx, {
    token_hash: hashToken(token),
    purpose,
    user_id: account.id,
    now: new Date(now).toISOString(),
    expires_at: new Date(now + ttlMs).toISOString(),
  });
  return token;
}

/**
 * Queues the verify-email message for a new or unverified account, in the write `trx` belongs to (a sign-up's,
 * or a resend's). The link works for ACCOUNT_TOKENS.verifyEmailTtlMs.
 */
export async function queueVerification(ctx: AppContext, trx: Transaction<Database>, account: Account): Promise<void> {
  const token = await issueToken(trx, account, 'verify-email', ACCOUNT_TOKENS.verifyEmailTtlMs);
  await queueEmail(trx, new URL(ctx.config.publicUrl).host, {
    kind: 'verify-email',
    to: account.email,
    userId: account.id,
    message: verifyEmailMessage(account.name, verifyEmailLink(ctx.config.publicUrl, token), account.locale),
  });
}

/** One hit on a limit counted in the database (decision 036); over `max` in the hour, a 429 with `message`. */
async function countOrRefuse(ctx: AppContext, key: string, max: number, message: string): Promise<void> {
  if (!ctx.config.rateLimit) return;
  const now = Date.now();
  const { count } = await databaseRateCounters(ctx.db).hit(key, new Date(now).toISOString(), new Date(now + HOUR_MS).toISOString());
  if (count > max) throw tooManyRequests(message);
}

/** POST /api/auth/verify-email: the link's token marks its account's email verified. */
export async function verifyEmail(ctx: AppContext, token: string): Promise<void> {
  await committing(ctx, async (trx) => {
    const now = nowIso();
    const userId = await tokens.consumeToken(trx, hashToken(token), 'verify-email', now);
    if (!userId) throw badRequest(MESSAGES.verifyEmailTokenInvalid);
    await users.updateUser(trx, userId, { email_verified_at: now, updated_at: now });
    changed(trx, { type: 'user', userId });
  });
}

/** POST /api/auth/verify-email/resend: a new link for a signed-in, unverified account, a few times an hour. */
export async function resendVerification(ctx: AppContext, viewer: Viewer): Promise<void> {
  if (viewer.emailVerified) throw conflict(MESSAGES.emailAlreadyVerified);
  await countOrRefuse(ctx, `verify-email resend user:${viewer.id}`, ACCOUNT_TOKENS.resendPerHour, MESSAGES.tooManyVerificationEmails);
  const account = await users.findUserById(ctx.db, viewer.id);
  if (!account) throw unauthorized(MESSAGES.loginRequired);
  await committing(ctx, (trx) => queueVerification(ctx, trx, account));
}

/**
 * POST /api/auth/password-reset: queues a reset link when an account has this email, and answers the same,
 * no sooner than ACCOUNT_TOKENS.resetAnswerFloorMs, whether or not one has, so the answer tells nothing.
 * Requests for one address are limited whether or not it has an account.
 */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const started = Date.now();
  await countOrRefuse(ctx, `password-reset email:${hashToken(email)}`, ACCOUNT_TOKENS.resetPerEmailPerHour, MESSAGES.tooManyPasswordResets);
  const account = await users.findUserByEmail(ctx.db, email);
  if (account) {
    await committing(ctx, async (trx) => {
      const token = await issueToken(trx, account, 'password-reset', ACCOUNT_TOKENS.passwordResetTtlMs);
      await queueEmail(trx, new URL(ctx.config.publicUrl).host, {
        kind: 'password-reset',
        to: account.email,
        userId: account.id,
        message: resetPasswordMessage(account.name, resetPasswordLink(ctx.config.publicUrl, token), account.locale),
      });
    });
  }
  const wait = ACCOUNT_TOKENS.resetAnswerFloorMs - (Date.now() - started);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/**
 * POST /api/auth/password-reset/confirm: the link's token sets a new password. The account has proven its email,
 * so it is marked verified; every session ends (as signing out everywhere), and every other link of the account.
 */
export async function confirmPasswordReset(ctx: AppContext, input: PasswordResetConfirm): Promise<void> {
  // Refused before the link's token is spent, so the student can choose another with the same link.
  assertUncommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  await committing(ctx, async (trx) => {
    const now = nowIso();
    const userId = await tokens.consumeToken(trx, hashToken(input.token), 'password-reset', now);
    const account = userId ? await users.findUserById(trx, userId) : undefined;
    if (!account) throw badRequest(MESSAGES.passwordResetTokenInvalid);
    await users.updateUser(trx, account.id, {
      password_hash: passwordHash,
      email_verified_at: account.email_verified_at ?? now,
      updated_at: now,
    });
    await tokens.spendAccountTokens(trx, account.id, now);
    await endEverySession(trx, account.id, now);
    changed(trx, { type: 'user', userId: account.id });
  });
}
