import type { Transaction } from 'kysely';
import { describeAddresses } from '../../../shared/campus-domains.ts';
import { SESSION } from '../../../shared/limits.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import type { LoginInput, RegisterInput, SessionUser } from '../../../shared/schemas/auth.ts';
import { recentViewers } from '../../cache/recent-viewers.ts';
import { changed, committing } from '../../changes/committing.ts';
import type { AppContext, Viewer } from '../../context.ts';
import type { Database } from '../../database/schema.ts';
import { isUniqueViolation, isoIn, newId, nowIso } from '../../database/values.ts';
import { conflict, forbidden, unauthorized } from '../../lib/http-errors.ts';
import { assertUncommonPassword } from './common-passwords.ts';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from '../../lib/passwords.ts';
import { batchedReads } from '../../lib/batched-reads.ts';
import { accountLocale } from '../../lib/reader-locale.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import * as users from '../users/users.service.ts';
import { queueVerification } from './account-tokens.service.ts';
import { isCampusEmail } from './auth.policy.ts';
import { presentSessionUser } from './auth.presenter.ts';
import { suspendedUntil } from './auth.policy.ts';
import type { LoginThrottle } from './login-throttle.ts';
import * as sessions from './sessions.repository.ts';

/** A session is extended at most this often, so reads do not write on every request. */
const TOUCH_EVERY_MS = 10 * 60 * 1000;

/** `device`: the browser it is signed in from, as "Chrome on Android" (device.ts), or null. */
async function startSession(ctx: AppContext, user: users.UserRow, device: string | null): Promise<SessionUser> {
  const token = newToken();
  await sessions.insertSession(ctx.db, {
    token_hash: hashToken(token),
    user_id: user.id,
    now: nowIso(),
    expires_at: isoIn(SESSION.ttlMs),
    device,
  });
  return presentSessionUser(user, token);
}

/**
 * ADMIN_EMAILS grants admin at sign-in to an account whose email is verified, unless an operator revoked it
 * under the same list (users.service.ts). A password sign-up proves nothing, so it is never made admin here.
 */
async function applyAdminList(ctx: AppContext, user: users.UserRow): Promise<users.UserRow> {
  if (user.is_admin === 1 || !users.listGrantsAdmin(ctx.config.adminEmails, user)) return user;
  await committing(ctx, async (trx) => {
    await users.updateUser(trx, user.id, { is_admin: 1, admin_revoked_for: null, updated_at: nowIso() });
    changed(trx, { type: 'user', userId: user.id });
  });
  return { ...user, is_admin: 1, admin_revoked_for: null };
}

export async function register(ctx: AppContext, input: RegisterInput, device: string | null = null): Promise<SessionUser> {
  // The campus gate (decision 045): an address outside it could never contribute, so it is refused here, plainly.
  if (!isCampusEmail(ctx.config.campus, input.email)) {
    throw forbidden(MESSAGES.campusSignUpOnly(describeAddresses(ctx.config.campus.allowedDomains)));
  }
  assertUncommonPassword(input.password);
  const now = nowIso();
  const user: users.UserRow = {
    id: newId(),
    name: input.name,
    email: input.email,
    password_hash: await hashPassword(input.password),
    google_sub: null,
    avatar: null,
    // Nothing proves the address is theirs yet: ADMIN_EMAILS waits for a verified email.
    is_admin: 0,
    created_at: now,
    updated_at: now,
    email_verified_at: null,
    admin_revoked_for: null,
    is_moderator: 0,
    suspended_until: null,
    suspension_reason: null,
    deleted_at: null,
    // Sign-up takes the language the browser showed the form in (decision 055).
    locale: input.locale ?? null,
    attendance_public: 0,
  };
  try {
    await committing(ctx, async (trx) => {
      await users.insertUser(trx, user);
      changed(trx, { type: 'user', userId: user.id });
      // The address proves itself through the link this sends (decision 041).
      await queueVerification(ctx, trx, user);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MESSAGES.emailTaken);
    throw error;
  }
  return startSession(ctx, user, device);
}

/**
 * One answer for an unknown email and a wrong password, in the same time, so accounts cannot be enumerated.
 * `client` is the caller's address: failures are counted per account and client (login-throttle.ts).
 */
export async function login(
  ctx: AppContext,
  throttle: LoginThrottle | null,
  input: LoginInput,
  client: string,
  device: string | null = null,
): Promise<SessionUser> {
  await throttle?.admit(input.email, client);
  const user = await users.findUserByEmail(ctx.db, input.email);
  const ok = await verifyPassword(input.password, user?.password_hash ?? (await dummyPasswordHash()));
  if (!user || !user.password_hash || !ok) {
    await throttle?.recordFailure(input.email, client);
    throw unauthorized(MESSAGES.invalidCredentials);
  }
  await throttle?.clear(input.email, client);
  if (needsRehash(user.password_hash)) {
    // Made with weaker parameters than today's: stored again at today's cost, now that we know the password.
    const rehashed = await hashPassword(input.password);
    await committing(ctx, async (trx) => {
      await users.replacePasswordHash(trx, user.id, user.password_hash ?? '', rehashed, nowIso());
      changed(trx, { type: 'user', userId: user.id });
    });
  }
  return startSession(ctx, await applyAdminList(ctx, user), device);
}

export async function logout(ctx: AppContext, viewer: Viewer): Promise<void> {
  await committing(ctx, async (trx) => {
    await sessions.revokeSession(trx, viewer.tokenHash, nowIso());
    changed(trx, { type: 'sessions', userId: viewer.id });
  });
  recentViewers(ctx).delete(viewer.tokenHash);
}

/**
 * Session reads, gathered per database: the requests that arrive in one turn of the event loop read their
 * sessions in one query (with PostgreSQL every signed-in request reads its session, so that a logout on another
 * process holds here at once).
 */
const sessionReads = new WeakMap<AppContext['db'], (tokenHash: string) => Promise<sessions.LiveSessionRow | undefined>>();
function readLiveSession(ctx: AppContext, tokenHash: string): Promise<sessions.LiveSessionRow | undefined> {
  let read = sessionReads.get(ctx.db);
  if (!read) {
    const db = ctx.db;
    read = batchedReads(async (tokenHashes: string[]) => {
      const rows = await sessions.findLiveSessions(db, tokenHashes, nowIso(), isoIn(-SESSION.maxAgeMs));
      return new Map(rows.map((row) => [row.token_hash, row]));
    });
    sessionReads.set(db, read);
  }
  return read(tokenHash);
}

/** The viewer behind a bearer token, or null when the token is unknown, expired or revoked. */
export async function resolveViewer(ctx: AppContext, token: string): Promise<Viewer | null> {
  const tokenHash = hashToken(token);
  const recent = recentViewers(ctx);
  const kept = recent.get(tokenHash);
  if (kept && kept.expiresAt > Date.now()) return kept.viewer;
  const startedAt = recent.current;
  const row = await readLiveSession(ctx, tokenHash);
  if (!row) return null;
  const now = nowIso();
  let expiresAt = row.expires_at;
  if (!ctx.readOnly && Date.parse(now) - Date.parse(row.last_used_at) > TOUCH_EVERY_MS) {
    // Slides SESSION.ttlMs from now, never past SESSION.maxAgeMs from the session's start.
    const end = Math.min(Date.parse(now) + SESSION.ttlMs, Date.parse(row.created_at) + SESSION.maxAgeMs);
    expiresAt = new Date(end).toISOString();
    await sessions.touchSession(ctx.db, tokenHash, now, expiresAt);
  }
  const viewer: Viewer = Object.freeze({
    id: row.id,
    name: row.name,
    email: row.email,
    avatar: row.avatar,
    isAdmin: row.is_admin === 1,
    emailVerified: row.email_verified_at !== null,
    isModerator: row.is_moderator === 1,
    suspendedUntil: suspendedUntil(row.suspended_until, now),
    suspensionReason: suspendedUntil(row.suspended_until, now) ? row.suspension_reason : null,
    tokenHash,
    hasBlocks: Boolean(Number(row.has_blocks)),
    coHosts: Boolean(Number(row.co_hosts)),
    locale: accountLocale(row.locale),
  });
  recent.set(tokenHash, startedAt, { viewer, expiresAt: Date.parse(expiresAt) });
  return viewer;
}

/**
 * After an external sign-in: a one-time ticket, valid for a minute, to put in the redirect address. Only the
 * browser holding the flow's binding secret (`bindingHash` is its SHA-256) can exchange it.
 */
export async function issueTicket(ctx: AppContext, userId: string, bindingHash: string): Promise<string> {
  const ticket = newToken();
  await sessions.insertTicket(ctx.db, {
    ticket_hash: hashToken(ticket),
    user_id: userId,
    expires_at: isoIn(SESSION.ticketTtlMs),
    binding_hash: bindingHash,
  });
  return ticket;
}

export async function exchangeTicket(
  ctx: AppContext,
  ticket: string,
  bindingHash: string | null,
  device: string | null = null,
): Promise<SessionUser> {
  const userId = bindingHash ? await sessions.consumeTicket(ctx.db, hashToken(ticket), bindingHash, nowIso()) : undefined;
  const user = userId ? await users.findUserById(ctx.db, userId) : undefined;
  if (!user) throw unauthorized(MESSAGES.googleTicketInvalid);
  return startSession(ctx, user, device);
}

export interface ExternalIdentity {
  sub: string;
  email: string;
  name: string;
  picture: string | null;
}

/**
 * Links a verified Google identity: by its subject first, then by email to an account whose email is verified,
 * else a new account. An unverified password account holding the address did not prove it was theirs: the
 * Google owner gets the address and a new account, and that account is detached (see `detachAccount`).
 * Admin comes from ADMIN_EMAILS only.
 */
export async function signInExternal(ctx: AppContext, identity: ExternalIdentity): Promise<users.UserRow> {
  const now = nowIso();
  const bySub = await users.findUserByGoogleSub(ctx.db, identity.sub);
  if (bySub) return applyAdminList(ctx, bySub);
  const byEmail = await users.findUserByEmail(ctx.db, identity.email);
  if (byEmail?.email_verified_at) {
    await committing(ctx, async (trx) => {
      await users.updateUser(trx, byEmail.id, { google_sub: identity.sub, updated_at: now });
      changed(trx, { type: 'user', userId: byEmail.id });
    });
    return applyAdminList(ctx, { ...byEmail, google_sub: identity.sub });
  }
  const fresh: users.UserRow = {
    id: newId(),
    name: identity.name,
    email: identity.email,
    password_hash: null,
    google_sub: identity.sub,
    // Google's picture is a link to Google: not kept, so no reader's browser asks Google for it (decision 027).
    avatar: null,
    is_admin: 0,
    created_at: now,
    updated_at: now,
    email_verified_at: now,
    admin_revoked_for: null,
    is_moderator: 0,
    suspended_until: null,
    suspension_reason: null,
    deleted_at: null,
    locale: null,
    attendance_public: 0,
  };
  const user = { ...fresh, is_admin: users.listGrantsAdmin(ctx.config.adminEmails, fresh) ? 1 : 0 };
  await committing(ctx, async (trx) => {
    if (byEmail) {
      // The detached account's sessions end with it.
      await detachAccount(trx, byEmail.id, now);
      changed(trx, { type: 'sessions', userId: byEmail.id });
      changed(trx, { type: 'user', userId: byEmail.id });
    }
    await users.insertUser(trx, user);
    changed(trx, { type: 'user', userId: user.id });
  });
  return user;
}

/**
 * Frees an unverified account's email for its proven owner: the address becomes a unique placeholder under the
 * reserved `.invalid` domain (never a real address, refused at sign-up and sign-in), the password goes, so
 * nobody can sign in to it, and so do its admin role, sessions and tickets. Its posts, comments and
 * registrations stay on it.
 */
async function detachAccount(trx: Transaction<Database>, userId: string, now: string): Promise<void> {
  await users.updateUser(trx, userId, {
    email: `detached-${newId()}@quad.invalid`,
    password_hash: null,
    is_admin: 0,
    updated_at: now,
  });
  await sessions.revokeUserSessions(trx, userId, now);
  await sessions.spendUserTickets(trx, userId, now);
}
