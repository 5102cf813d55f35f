/**
 * The account emails (decision 041), through the API: a sign-up's verify-email message, verifying, the unverified
 * account's limits, the resend, and the password reset. Each test follows the link of the message queued in the
 * outbox, which is the message that will be sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TOKENS } from '../../../shared/limits.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { isoIn } from '../../database/values.ts';
import { hashToken } from '../../lib/tokens.ts';
import { buildEvent, insertPost } from '../../test/factories.ts';
import { quickAccount } from '../../test/accounts.ts';
import { call, emailedToken, signUp } from '../../test/api.ts';
import { confessionInput } from '../../test/posts-world.ts';
import { createTestApp, dialectName, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const PUBLIC_URL = 'https://quad.campus.example';
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
});
afterAll(() => t.close());

const outboxOf = (to: string) =>
  t.database.db.selectFrom('email_outbox').selectAll().where('to_address', '=', to).orderBy('created_at').orderBy('id').execute();
const userRow = (id: string) => t.database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const me = (token: string) => call(t.app, 'GET', '/api/auth/me', { token });
const verify = (token: string) => call(t.app, 'POST', '/api/auth/verify-email', { body: { token } });
const requestReset = (email: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email }, remoteAddress });
const confirmReset = (token: string, password: string) =>
  call(t.app, 'POST', '/api/auth/password-reset/confirm', { body: { token, password } });
const login = (email: string, password: string) => call(t.app, 'POST', '/api/auth/login', { body: { email, password } });
/** Moves a token's expiry into the past, as time would. */
const expire = (token: string) =>
  t.database.db.updateTable('account_tokens').set({ expires_at: isoIn(-1000) }).where('token_hash', '=', hashToken(token)).execute();

describe(`verify your email (${dialectName})`, () => {
  it('a password sign-up queues a verify-email message with a 24-hour link, and the account is unverified', async () => {
    const student = await signUp(t.app, { name: 'Nia Okafor' }, { verify: false });
    expect(student.emailVerified).toBe(false);
    expect((await me(student.token)).json.emailVerified).toBe(false);
    const [message, ...more] = await outboxOf(student.email);
    expect(more).toEqual([]);
    expect(message).toMatchObject({ kind: 'verify-email', user_id: student._id, subject: 'Verify your email for Quad', status: 'pending' });
    expect(message!.text_body).toContain('Welcome to Quad, Nia Okafor');
    expect(message!.text_body).toMatch(new RegExp(`${PUBLIC_URL.replaceAll('.', '\\.')}/verify-email\\?token=[A-Za-z0-9_-]{43}\\n`));
    expect(message!.message_id).toMatch(/@quad\.campus\.example>$/);
    const token = await emailedToken(t.app, student.email, 'verify-email');
    const stored = await t.database.db.selectFrom('account_tokens').selectAll().where('user_id', '=', student._id).execute();
    // Only the hash is kept.
    expect(stored).toEqual([expect.objectContaining({ token_hash: hashToken(token), purpose: 'verify-email', used_at: null })]);
    const ttl = Date.parse(stored[0]!.expires_at) - Date.parse(stored[0]!.created_at);
    expect(ttl).toBe(ACCOUNT_TOKENS.verifyEmailTtlMs);
  });

  it('the link verifies the email once; the session then says so', async () => {
    const student = await signUp(t.app, {}, { verify: false });
    const token = await emailedToken(t.app, student.email, 'verify-email');
    expect((await verify(token)).status).toBe(200);
    expect((await userRow(student._id)).email_verified_at).not.toBeNull();
    expect((await me(student.token)).json.emailVerified).toBe(true);
    const login = await call(t.app, 'POST', '/api/auth/login', { body: { email: student.email, password: student.password } });
    expect(login.json.emailVerified).toBe(true);

    const again = await verify(token);
    expect(again).toMatchObject({ status: 400, json: { message: MESSAGES.verifyEmailTokenInvalid } });
  });

  it('refuses an expired link, an unknown token and a password reset link', async () => {
    const student = await signUp(t.app, {}, { verify: false });
    const token = await emailedToken(t.app, student.email, 'verify-email');
    await expire(token);
    expect(await verify(token)).toMatchObject({ status: 400, json: { message: MESSAGES.verifyEmailTokenInvalid } });
    expect(await verify('x'.repeat(43))).toMatchObject({ status: 400, json: { message: MESSAGES.verifyEmailTokenInvalid } });

    expect((await requestReset(student.email)).statusCode).toBe(202);
    const reset = await emailedToken(t.app, student.email, 'password-reset');
    expect(await verify(reset)).toMatchObject({ status: 400, json: { message: MESSAGES.verifyEmailTokenInvalid } });
    expect((await userRow(student._id)).email_verified_at).toBeNull();
    // The reset link was not spent by the wrong use.
    expect((await confirmReset(reset, 'a brand new passphrase')).status).toBe(200);
  });

  it('an unverified account browses but may not post, comment or register: 403 with the message; verified, it may', async () => {
    const host = await quickAccount(t.database.db);
    const event = await insertPost(t.database.db, buildEvent(host.id));
    const student = await signUp(t.app, {}, { verify: false });
    const answers = { name: 'Priya Shah', email: 'priya@campus.test', phone: '9876543210', 'Year of study': '2nd' };
    const attempts = () =>
      Promise.all([
        call(t.app, 'POST', '/api/posts', { token: student.token, body: confessionInput() }),
        call(t.app, 'POST', `/api/posts/${event.id}/comments`, { token: student.token, body: { text: 'Count me in.' } }),
        call(t.app, 'POST', `/api/users/register-event/${event.id}`, { token: student.token, body: answers }),
      ]);

    for (const refused of await attempts()) {
      expect(refused).toMatchObject({ status: 403, json: { message: MESSAGES.verifyEmailFirst } });
    }
    expect((await call(t.app, 'GET', `/api/posts/${event.id}`, { token: student.token })).status).toBe(200);
    expect((await call(t.app, 'PUT', `/api/posts/${event.id}/like`, { token: student.token })).status).toBe(200);
    expect(await t.database.db.selectFrom('posts').select('id').where('user_id', '=', student._id).execute()).toEqual([]);
    expect(await t.database.db.selectFrom('comments').select('id').where('user_id', '=', student._id).execute()).toEqual([]);

    expect((await verify(await emailedToken(t.app, student.email, 'verify-email'))).status).toBe(200);
    expect((await attempts()).map((r) => r.status)).toEqual([201, 201, 201]);
  });

  it('a Google-only or demo account made verified is not asked', async () => {
    const verified = await quickAccount(t.database.db, { google_sub: 'google-verified' });
    const res = await call(t.app, 'POST', '/api/posts', { token: verified.token, body: confessionInput() });
    expect(res.status).toBe(201);
  });
});

describe(`resending the verification email (${dialectName})`, () => {
  it('sends a new link that ends the older one, three times an hour, then 429', async () => {
    const student = await signUp(t.app, {}, { verify: false });
    const first = await emailedToken(t.app, student.email, 'verify-email');
    const resend = () => call(t.app, 'POST', '/api/auth/verify-email/resend', { token: student.token });
    expect(await resend()).toMatchObject({ status: 200, json: { ok: true } });
    expect(await outboxOf(student.email)).toHaveLength(2);
    const second = await emailedToken(t.app, student.email, 'verify-email');
    expect(second).not.toBe(first);
    expect((await verify(first)).status).toBe(400);

    expect((await resend()).status).toBe(200);
    expect((await resend()).status).toBe(200);
    expect(await resend()).toMatchObject({ status: 429, json: { message: MESSAGES.tooManyVerificationEmails } });
    expect(await outboxOf(student.email)).toHaveLength(4);

    // The newest link still works.
    expect((await verify(await emailedToken(t.app, student.email, 'verify-email'))).status).toBe(200);
  });

  it('answers 409 to a verified account and 401 to a visitor, and queues nothing', async () => {
    const student = await signUp(t.app);
    const res = await call(t.app, 'POST', '/api/auth/verify-email/resend', { token: student.token });
    expect(res).toMatchObject({ status: 409, json: { message: MESSAGES.emailAlreadyVerified } });
    expect((await call(t.app, 'POST', '/api/auth/verify-email/resend')).status).toBe(401);
    expect(await outboxOf(student.email)).toHaveLength(1);
  });
});

describe(`resetting the password (${dialectName})`, () => {
  it('answers 202 with the same body whether or not the account exists, and queues only for an account', async () => {
    const student = await signUp(t.app);
    const before = await outboxOf(student.email);
    const known = Date.now();
    const forKnown = await requestReset(student.email);
    const knownMs = Date.now() - known;
    const unknown = Date.now();
    const forUnknown = await requestReset('nobody.here@campus.test');
    const unknownMs = Date.now() - unknown;

    expect(forKnown.statusCode).toBe(202);
    expect(forUnknown.statusCode).toBe(202);
    expect(forUnknown.body).toBe(forKnown.body);
    expect(forKnown.json()).toEqual({ message: MESSAGES.passwordResetRequested });
    // Neither answer comes sooner than the floor, so the time tells nothing either.
    expect(knownMs).toBeGreaterThanOrEqual(ACCOUNT_TOKENS.resetAnswerFloorMs - 5);
    expect(unknownMs).toBeGreaterThanOrEqual(ACCOUNT_TOKENS.resetAnswerFloorMs - 5);

    expect(await outboxOf('nobody.here@campus.test')).toEqual([]);
    const after = await outboxOf(student.email);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ kind: 'password-reset', user_id: student._id, subject: 'Reset your Quad password' });
    expect(after.at(-1)!.text_body).toContain(`${PUBLIC_URL}/reset-password?token=`);
    const token = await emailedToken(t.app, student.email, 'password-reset');
    const row = await t.database.db.selectFrom('account_tokens').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(ACCOUNT_TOKENS.passwordResetTtlMs);
  });

  it('sets the password, verifies the email and ends every session; the link works once', async () => {
    const student = await signUp(t.app, {}, { verify: false });
    const other = await login(student.email, student.password);
    expect(other.status).toBe(200);
    await requestReset(student.email);
    const token = await emailedToken(t.app, student.email, 'password-reset');

    expect(await confirmReset(token, 'a brand new passphrase')).toMatchObject({ status: 200, json: { ok: true } });
    expect((await me(student.token)).status).toBe(401);
    expect((await me(String(other.json.token))).status).toBe(401);
    expect((await login(student.email, student.password)).status).toBe(401);
    const signedIn = await login(student.email, 'a brand new passphrase');
    expect(signedIn).toMatchObject({ status: 200, json: { emailVerified: true } });
    // The verification link of the sign-up is spent too: the address is proven.
    expect((await verify(await emailedToken(t.app, student.email, 'verify-email'))).status).toBe(400);

    expect(await confirmReset(token, 'yet another passphrase')).toMatchObject({
      status: 400,
      json: { message: MESSAGES.passwordResetTokenInvalid },
    });
    expect((await login(student.email, 'a brand new passphrase')).status).toBe(200);
  });

  it('refuses an expired link, a verify-email link, a replaced link and a password against the rules', async () => {
    const student = await signUp(t.app, {}, { verify: false });
    const verifyToken = await emailedToken(t.app, student.email, 'verify-email');
    expect(await confirmReset(verifyToken, 'a brand new passphrase')).toMatchObject({
      status: 400,
      json: { message: MESSAGES.passwordResetTokenInvalid },
    });

    await requestReset(student.email);
    const first = await emailedToken(t.app, student.email, 'password-reset');
    expect(await confirmReset(first, 'short')).toMatchObject({ status: 400, json: { message: MESSAGES.passwordTooShort } });
    await requestReset(student.email);
    const second = await emailedToken(t.app, student.email, 'password-reset');
    expect((await confirmReset(first, 'a brand new passphrase')).status).toBe(400);

    await expire(second);
    expect(await confirmReset(second, 'a brand new passphrase')).toMatchObject({
      status: 400,
      json: { message: MESSAGES.passwordResetTokenInvalid },
    });
    expect((await login(student.email, student.password)).status).toBe(200);
    expect((await me(student.token)).status).toBe(200);
  });

  it('limits requests per email (known or not) and per client address: 429', async () => {
    const student = await signUp(t.app);
    for (const email of [student.email, 'ghost@campus.test']) {
      for (let i = 0; i < ACCOUNT_TOKENS.resetPerEmailPerHour; i++) {
        expect((await requestReset(email, '10.1.0.1')).statusCode).toBe(202);
      }
      const refused = await requestReset(email, '10.1.0.2');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: MESSAGES.tooManyPasswordResets });
    }
    const resets = (await outboxOf(student.email)).filter((m) => m.kind === 'password-reset');
    expect(resets).toHaveLength(ACCOUNT_TOKENS.resetPerEmailPerHour);

    const client = '10.2.0.1';
    const requests = await Promise.all(
      Array.from({ length: ACCOUNT_TOKENS.resetPerClientPerHour + 1 }, (_, i) => requestReset(`nobody${i}@campus.test`, client)),
    );
    expect(requests.filter((r) => r.statusCode === 202)).toHaveLength(ACCOUNT_TOKENS.resetPerClientPerHour);
    expect(requests.filter((r) => r.statusCode === 429)).toHaveLength(1);
    // Another client is not held back.
    expect((await requestReset('somebody@campus.test', '10.2.0.2')).statusCode).toBe(202);
  });
});
