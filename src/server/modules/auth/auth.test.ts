import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION } from '../../../shared/limits.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { buildApp } from '../../app.ts';
import { isoIn, nowIso } from '../../database/values.ts';
import { setPasswordCostForTests, TEST_PASSWORD_COST } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { call, signUp } from '../../test/api.ts';
import { createTestApp, dialectName, type TestApp } from '../../test/test-app.ts';
import { startAuthSweep, sweepAuthRows } from './auth-sweep.ts';
import { delayFor } from './login-throttle.ts';

const DAY = 24 * 60 * 60 * 1000;

describe(`accounts and sessions (${dialectName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: 'dean@campus.test, Registrar@Campus.test' } });
  });
  afterAll(() => t.close());

  describe('register', () => {
    it('answers 201 with the flat user object and a working token', async () => {
      const res = await call(t.app, 'POST', '/api/auth/register', {
        body: { name: '  Priya Shah ', email: '  Priya.Shah@Campus.TEST ', password: 'long enough pw' },
      });
      expect(res.status).toBe(201);
      expect(Object.keys(res.json).sort()).toEqual(['_id', 'avatar', 'email', 'emailVerified', 'isAdmin', 'isModerator', 'locale', 'name', 'suspendedUntil', 'suspensionReason', 'token']);
      expect(res.json).toMatchObject({ name: 'Priya Shah', email: 'priya.shah@campus.test', avatar: null, isAdmin: false, emailVerified: false });
      const me = await call(t.app, 'GET', '/api/auth/me', { token: String(res.json.token) });
      expect(me.status).toBe(200);
      expect(me.json).toEqual({
        _id: res.json._id,
        name: 'Priya Shah',
        email: 'priya.shah@campus.test',
        avatar: null,
        isAdmin: false,
        emailVerified: false,
        isModerator: false,
        suspendedUntil: null,
        suspensionReason: null,
        locale: null,
      });
    });

    it.each([
      [{ email: 'a@campus.test', password: 'long enough pw' }, MESSAGES.nameRequired],
      [{ name: 'A', email: 'a@campus.test', password: 'long enough pw' }, MESSAGES.nameLength],
      [{ name: 'x'.repeat(51), email: 'a@campus.test', password: 'long enough pw' }, MESSAGES.nameLength],
      [{ name: 'Ann', password: 'long enough pw' }, MESSAGES.emailPasswordRequired],
      [{ name: 'Ann', email: 'not-an-email', password: 'long enough pw' }, MESSAGES.emailInvalid],
      [{ name: 'Ann', email: 'a@campus.test' }, MESSAGES.emailPasswordRequired],
      [{ name: 'Ann', email: 'a@campus.test', password: 'short' }, MESSAGES.passwordTooShort],
      [{ name: 'Ann', email: 'a@campus.test', password: 'p'.repeat(201) }, MESSAGES.passwordTooLong],
      [{ name: 42, email: 'a@campus.test', password: 'long enough pw' }, MESSAGES.nameRequired],
    ])('refuses %j with 400 and the message', async (body, message) => {
      const res = await call(t.app, 'POST', '/api/auth/register', { body });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message });
    });

    it('refuses a taken email with 409, whatever its case', async () => {
      await signUp(t.app, { email: 'taken@campus.test' });
      const res = await call(t.app, 'POST', '/api/auth/register', {
        body: { name: 'Someone Else', email: 'TAKEN@campus.test', password: 'long enough pw' },
      });
      expect(res.status).toBe(409);
      expect(res.json).toEqual({ message: MESSAGES.emailTaken });
    });

    it('stores neither the password nor the token in the clear', async () => {
      const user = await signUp(t.app, { email: 'secret@campus.test', password: 'my secret password' });
      const row = await t.database.db.selectFrom('users').selectAll().where('id', '=', user._id).executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^scrypt\$/);
      expect(row.password_hash).not.toContain('my secret password');
      const sessions = await t.database.db.selectFrom('sessions').selectAll().where('user_id', '=', user._id).execute();
      expect(sessions).toHaveLength(1);
      expect(sessions[0]!.token_hash).not.toBe(user.token);
      expect(sessions[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('does not make an ADMIN_EMAILS address admin on a password sign-up: nothing proves the address is theirs', async () => {
      const dean = await signUp(t.app, { email: 'Dean@campus.test' });
      expect(dean.isAdmin).toBe(false);
      expect((await call(t.app, 'GET', '/api/admin/stats', { token: dean.token })).status).toBe(403);
    });

    it('refuses addresses under the reserved .invalid domain, which never reach anyone', async () => {
      for (const email of ['someone@quad.invalid', 'Detached-x@Campus.INVALID']) {
        const res = await call(t.app, 'POST', '/api/auth/register', { body: { name: 'Ann', email, password: 'long enough pw' } });
        expect(res.status).toBe(400);
        expect(res.json).toEqual({ message: MESSAGES.emailInvalid });
      }
    });
  });

  describe('login', () => {
    it('signs in with the right password, whatever the email case', async () => {
      const user = await signUp(t.app, { email: 'login.ok@campus.test' });
      const res = await call(t.app, 'POST', '/api/auth/login', {
        body: { email: ' LOGIN.OK@campus.test', password: user.password },
      });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ _id: user._id, email: 'login.ok@campus.test', isAdmin: false });
      expect(res.json.token).not.toBe(user.token);
    });

    it('answers one identical 401 for a wrong password and an unknown email', async () => {
      await signUp(t.app, { email: 'enum@campus.test' });
      const wrong = await call(t.app, 'POST', '/api/auth/login', {
        body: { email: 'enum@campus.test', password: 'wrong password' },
      });
      const unknown = await call(t.app, 'POST', '/api/auth/login', {
        body: { email: 'nobody@campus.test', password: 'wrong password' },
      });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.json).toEqual({ message: MESSAGES.invalidCredentials });
      expect(unknown.json).toEqual(wrong.json);
    });

    it('requires email and password', async () => {
      const res = await call(t.app, 'POST', '/api/auth/login', { body: { email: '', password: '' } });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: MESSAGES.emailPasswordRequired });
      const none = await call(t.app, 'POST', '/api/auth/login');
      expect(none.status).toBe(400);
      expect(none.json).toEqual({ message: MESSAGES.emailPasswordRequired });
    });

    it('does not grant admin at password sign-in to a listed account whose email is not verified', async () => {
      const registrar = await signUp(t.app, { email: 'registrar@campus.test' }, { verify: false });
      for (let i = 0; i < 2; i++) {
        const res = await call(t.app, 'POST', '/api/auth/login', {
          body: { email: 'registrar@campus.test', password: registrar.password },
        });
        expect(res.status).toBe(200);
        expect(res.json.isAdmin).toBe(false);
      }
      const row = await t.database.db.selectFrom('users').selectAll().where('id', '=', registrar._id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ is_admin: 0, email_verified_at: null });
    });

    /** POST /api/auth/login from a client address (what Fastify reads as request.ip). */
    const loginFrom = async (app: TestApp['app'], address: string, email: string, password: string) => {
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: address });
      return { status: res.statusCode, json: res.json<Record<string, unknown>>() };
    };

    it('refuses a client 429 after its 10 failures for an account, even with the right password; another client signs in', async () => {
      const user = await signUp(t.app, { email: 'brute@campus.test' });
      for (let i = 0; i < 10; i++) {
        expect((await loginFrom(t.app, '203.0.113.7', user.email, `guess ${i}`)).status).toBe(401);
      }
      const blocked = await loginFrom(t.app, '203.0.113.7', user.email, user.password);
      expect(blocked.status).toBe(429);
      expect(blocked.json).toEqual({ message: MESSAGES.tooManyFailedLogins });
      // The owner, from a client that has not failed, signs in with the right password.
      const owner = await loginFrom(t.app, '198.51.100.20', user.email, user.password);
      expect(owner.status).toBe(200);
      expect(owner.json._id).toBe(user._id);
      // The blocked client may still sign in to another account.
      const other = await signUp(t.app);
      expect((await loginFrom(t.app, '203.0.113.7', other.email, other.password)).status).toBe(200);
    });

    it('counts failures in the database: another process on the same database refuses the same client', async () => {
      const user = await signUp(t.app, { email: 'two.processes@campus.test' });
      const second = await buildApp({ config: t.config, database: t.database, clientDir: null, logger: false });
      try {
        for (let i = 0; i < 10; i++) {
          expect((await loginFrom(t.app, '203.0.113.8', user.email, `guess ${i}`)).status).toBe(401);
        }
        const blocked = await loginFrom(second, '203.0.113.8', user.email, user.password);
        expect(blocked.status).toBe(429);
        expect(blocked.json).toEqual({ message: MESSAGES.tooManyFailedLogins });
      } finally {
        await second.close(); // the database stays open: it is the test app's
      }
    });

    it('failures from many clients slow the account down but never lock its owner out', async () => {
      const user = await signUp(t.app, { email: 'popular.target@campus.test' });
      // 30 clients, one wrong password each: three times the per-client limit, for the account as a whole.
      const failures = await Promise.all(
        Array.from({ length: 30 }, (_, i) => loginFrom(t.app, `192.0.2.${i + 1}`, user.email, `guess ${i}`)),
      );
      expect(failures.map((f) => f.status)).toEqual(Array.from({ length: 30 }, () => 401));
      const [again, owner, ownerFromFailedClient] = await Promise.all([
        // Each of those clients may still try again (it has failed once): answered 401, not 429.
        loginFrom(t.app, '192.0.2.1', user.email, 'another guess'),
        // The owner signs in, from a new client and from one of the failing clients' own addresses alike.
        loginFrom(t.app, '198.51.100.30', user.email, user.password),
        loginFrom(t.app, '192.0.2.2', user.email, user.password),
      ]);
      expect(again.status).toBe(401);
      expect(owner.status).toBe(200);
      expect(owner.json._id).toBe(user._id);
      expect(ownerFromFailedClient.status).toBe(200);
    });

    it('slows by a delay that grows with the failures and is bounded', () => {
      const limits = { max: SESSION.failedLoginMax, delayStepMs: SESSION.failedLoginDelayStepMs, delayMaxMs: SESSION.failedLoginDelayMaxMs };
      expect(delayFor(0, limits)).toBe(0);
      expect(delayFor(SESSION.failedLoginMax - 1, limits)).toBe(0);
      expect(delayFor(SESSION.failedLoginMax, limits)).toBeGreaterThan(0);
      expect(delayFor(SESSION.failedLoginMax + 5, limits)).toBeGreaterThan(delayFor(SESSION.failedLoginMax, limits));
      expect(delayFor(1_000_000, limits)).toBe(SESSION.failedLoginDelayMaxMs);
      expect(SESSION.failedLoginDelayMaxMs).toBeLessThanOrEqual(2000);
    });

    it('stores a password hashed with weaker scrypt parameters again at the full cost on sign-in', async () => {
      try {
        setPasswordCostForTests({ N: 2 ** 14, r: 8, p: 1 });
        const user = await signUp(t.app, { email: 'old.hash@campus.test' });
        const before = await t.database.db.selectFrom('users').select('password_hash').where('id', '=', user._id).executeTakeFirstOrThrow();
        expect(before.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);

        setPasswordCostForTests(null); // today's cost, as in production
        expect((await loginFrom(t.app, '127.0.0.1', user.email, user.password)).status).toBe(200);
        const after = await t.database.db.selectFrom('users').select('password_hash').where('id', '=', user._id).executeTakeFirstOrThrow();
        expect(after.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
        // The new hash holds the same password, and is not hashed again.
        expect((await loginFrom(t.app, '127.0.0.1', user.email, user.password)).status).toBe(200);
        const again = await t.database.db.selectFrom('users').select('password_hash').where('id', '=', user._id).executeTakeFirstOrThrow();
        expect(again.password_hash).toBe(after.password_hash);
        expect((await loginFrom(t.app, '127.0.0.1', user.email, 'not the password')).status).toBe(401);
      } finally {
        setPasswordCostForTests(TEST_PASSWORD_COST);
      }
    });
  });

  describe('sessions', () => {
    it('logout revokes the token', async () => {
      const user = await signUp(t.app);
      expect((await call(t.app, 'POST', '/api/auth/logout', { token: user.token })).status).toBe(200);
      const me = await call(t.app, 'GET', '/api/auth/me', { token: user.token });
      expect(me.status).toBe(401);
      expect(me.json).toEqual({ message: MESSAGES.loginRequired });
      expect((await call(t.app, 'POST', '/api/auth/logout', { token: user.token })).status).toBe(401);
    });

    it('answers requests that arrive together each with its own session, and refuses the revoked one among them', async () => {
      const people = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app), signUp(t.app)]);
      const [gone, ...live] = people;
      expect((await call(t.app, 'POST', '/api/auth/logout', { token: gone.token })).status).toBe(200);
      const answers = await Promise.all(
        [...people, ...people].map((person) => call(t.app, 'GET', '/api/auth/me', { token: person.token })),
      );
      expect(answers.map((answer) => answer.status)).toEqual([401, 200, 200, 200, 401, 200, 200, 200]);
      expect(answers.slice(1, 4).map((answer) => answer.json._id)).toEqual(live.map((person) => person._id));
      expect(answers.slice(5).map((answer) => answer.json.email)).toEqual(live.map((person) => person.email));
    });

    it('answers 401 for a missing, malformed, unknown or expired token', async () => {
      const user = await signUp(t.app);
      expect((await call(t.app, 'GET', '/api/auth/me')).status).toBe(401);
      expect((await call(t.app, 'GET', '/api/auth/me', { headers: { authorization: 'Basic abc' } })).status).toBe(401);
      expect((await call(t.app, 'GET', '/api/auth/me', { token: 'x'.repeat(43) })).status).toBe(401);
      await t.database.db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('user_id', '=', user._id)
        .execute();
      const expired = await call(t.app, 'GET', '/api/auth/me', { token: user.token });
      expect(expired.status).toBe(401);
      expect(expired.json).toEqual({ message: MESSAGES.loginRequired });
    });

    it('slides the expiry forward when a session is used', async () => {
      const user = await signUp(t.app);
      const stale = new Date(Date.now() - 60 * 60 * 1000).toISOString();
      const soon = new Date(Date.now() + 60 * 1000).toISOString();
      await t.database.db
        .updateTable('sessions')
        .set({ last_used_at: stale, expires_at: soon })
        .where('user_id', '=', user._id)
        .execute();
      expect((await call(t.app, 'GET', '/api/auth/me', { token: user.token })).status).toBe(200);
      const row = await t.database.db.selectFrom('sessions').selectAll().where('user_id', '=', user._id).executeTakeFirstOrThrow();
      expect(Date.parse(row.expires_at)).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
    });

    it('refuses a session older than 90 days even if it was used yesterday', async () => {
      const user = await signUp(t.app);
      await t.database.db
        .updateTable('sessions')
        .set({ created_at: isoIn(-91 * DAY), last_used_at: isoIn(-DAY), expires_at: isoIn(29 * DAY) })
        .where('user_id', '=', user._id)
        .execute();
      const me = await call(t.app, 'GET', '/api/auth/me', { token: user.token });
      expect(me.status).toBe(401);
      expect(me.json).toEqual({ message: MESSAGES.loginRequired });
    });

    it('never slides a session past 90 days from its start', async () => {
      const user = await signUp(t.app);
      const createdAt = isoIn(-89 * DAY);
      await t.database.db
        .updateTable('sessions')
        .set({ created_at: createdAt, last_used_at: isoIn(-60 * 60 * 1000), expires_at: isoIn(60 * 1000) })
        .where('user_id', '=', user._id)
        .execute();
      expect((await call(t.app, 'GET', '/api/auth/me', { token: user.token })).status).toBe(200);
      const row = await t.database.db.selectFrom('sessions').selectAll().where('user_id', '=', user._id).executeTakeFirstOrThrow();
      expect(Date.parse(row.expires_at)).toBeLessThanOrEqual(Date.parse(createdAt) + SESSION.maxAgeMs);
      expect(Date.parse(row.expires_at)).toBeGreaterThan(Date.now() + 12 * 60 * 60 * 1000);
    });

    it('the sweep deletes expired and revoked sessions, used-up tickets, stale flows and old login failures, and nothing live', async () => {
      const db = t.database.db;
      const user = await signUp(t.app);
      const revoked = await signUp(t.app);
      expect((await call(t.app, 'POST', '/api/auth/logout', { token: revoked.token })).status).toBe(200);
      const expiredToken = newToken();
      await db
        .insertInto('sessions')
        .values({ token_hash: hashToken(expiredToken), user_id: user._id, created_at: isoIn(-40 * DAY), last_used_at: isoIn(-31 * DAY), expires_at: isoIn(-DAY), revoked_at: null })
        .execute();
      const tickets = { old: hashToken(newToken()), live: hashToken(newToken()) };
      await db
        .insertInto('auth_tickets')
        .values([
          { ticket_hash: tickets.old, user_id: user._id, expires_at: isoIn(-1000), used_at: null, binding_hash: 'x' },
          { ticket_hash: tickets.live, user_id: user._id, expires_at: isoIn(60_000), used_at: null, binding_hash: 'x' },
        ])
        .execute();
      const flow = (state: string, createdAt: string) => ({ state, code_verifier: 'v', nonce: 'n', created_at: createdAt, binding_hash: 'x' });
      await db.insertInto('oidc_flows').values([flow('sweep-old', isoIn(-11 * 60 * 1000)), flow('sweep-live', nowIso())]).execute();
      await db
        .insertInto('login_failures')
        .values([
          { account: 'sweep', client: 'old', created_at: isoIn(-16 * 60 * 1000) },
          { account: 'sweep', client: 'live', created_at: nowIso() },
        ])
        .execute();

      const swept = await sweepAuthRows(db);
      expect(swept.sessions).toBeGreaterThanOrEqual(2);

      const sessionsOf = async (id: string) => db.selectFrom('sessions').select('token_hash').where('user_id', '=', id).execute();
      expect((await sessionsOf(user._id)).map((r) => r.token_hash)).toEqual([hashToken(user.token)]);
      expect(await sessionsOf(revoked._id)).toEqual([]);
      expect((await db.selectFrom('auth_tickets').select('ticket_hash').where('ticket_hash', 'in', [tickets.old, tickets.live]).execute()).map((r) => r.ticket_hash)).toEqual([tickets.live]);
      expect((await db.selectFrom('oidc_flows').select('state').where('state', 'like', 'sweep-%').execute()).map((r) => r.state)).toEqual(['sweep-live']);
      expect((await db.selectFrom('login_failures').select('client').where('account', '=', 'sweep').execute()).map((r) => r.client)).toEqual(['live']);
      // The live session still works.
      expect((await call(t.app, 'GET', '/api/auth/me', { token: user.token })).status).toBe(200);
    });

    it('the server sweeps on a timer, and stops when asked', async () => {
      const db = t.database.db;
      await db.insertInto('login_failures').values({ account: 'timer', client: 'old', created_at: isoIn(-16 * 60 * 1000) }).execute();
      const errors: unknown[] = [];
      const stop = startAuthSweep(db, 20, (error) => errors.push(error));
      try {
        await vi.waitFor(async () => {
          expect(await db.selectFrom('login_failures').select('client').where('account', '=', 'timer').execute()).toEqual([]);
        });
      } finally {
        await stop();
      }
      expect(errors).toEqual([]);
    });

    it('reads isAdmin from the database on every request: 403 for a user, 200 once granted, 403 once revoked', async () => {
      const user = await signUp(t.app);
      const refused = await call(t.app, 'GET', '/api/admin/stats', { token: user.token });
      expect(refused.status).toBe(403);
      expect(refused.json).toEqual({ message: MESSAGES.adminOnly });
      expect((await call(t.app, 'GET', '/api/admin/stats')).status).toBe(401);

      await t.database.db.updateTable('users').set({ is_admin: 1 }).where('id', '=', user._id).execute();
      const granted = await call(t.app, 'GET', '/api/admin/stats', { token: user.token });
      expect(granted.status).toBe(200);
      expect(granted.json.users).toBeGreaterThan(0);
      expect((await call(t.app, 'GET', '/api/auth/me', { token: user.token })).json.isAdmin).toBe(true);

      await t.database.db.updateTable('users').set({ is_admin: 0 }).where('id', '=', user._id).execute();
      expect((await call(t.app, 'GET', '/api/admin/stats', { token: user.token })).status).toBe(403);
    });
  });
});
