import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { call, signUp } from '../../test/api.ts';
import { createTestApp, dialectName, type TestApp } from '../../test/test-app.ts';

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
      expect(Object.keys(res.json).sort()).toEqual(['_id', 'avatar', 'email', 'isAdmin', 'name', 'token']);
      expect(res.json).toMatchObject({ name: 'Priya Shah', email: 'priya.shah@campus.test', avatar: null, isAdmin: false });
      const me = await call(t.app, 'GET', '/api/auth/me', { token: String(res.json.token) });
      expect(me.status).toBe(200);
      expect(me.json).toEqual({ _id: res.json._id, name: 'Priya Shah', email: 'priya.shah@campus.test', avatar: null, isAdmin: false });
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
      const registrar = await signUp(t.app, { email: 'registrar@campus.test' });
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

    it('blocks an email after 10 failed attempts with 429, even with the right password', async () => {
      const user = await signUp(t.app, { email: 'brute@campus.test' });
      for (let i = 0; i < 10; i++) {
        const res = await call(t.app, 'POST', '/api/auth/login', { body: { email: user.email, password: `guess ${i}` } });
        expect(res.status).toBe(401);
      }
      const blocked = await call(t.app, 'POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
      expect(blocked.status).toBe(429);
      expect(blocked.json).toEqual({ message: MESSAGES.tooManyFailedLogins });
      // Another account is not affected.
      const other = await signUp(t.app);
      const ok = await call(t.app, 'POST', '/api/auth/login', { body: { email: other.email, password: other.password } });
      expect(ok.status).toBe(200);
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
