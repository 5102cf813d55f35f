import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { quickAccount } from '../../test/accounts.ts';
import { call, signUp } from '../../test/api.ts';
import { createTestApp, dialectName, type TestApp } from '../../test/test-app.ts';
import { sweepAuthRows } from './auth-sweep.ts';

describe(`changing the password and signing out everywhere (${dialectName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const me = (token: string) => call(t.app, 'GET', '/api/auth/me', { token });
  const login = (email: string, password: string) => call(t.app, 'POST', '/api/auth/login', { body: { email, password } });
  const changePassword = (token: string | undefined, body: unknown) =>
    call(t.app, 'PUT', '/api/auth/password', { ...(token ? { token } : {}), body });

  /** A student signed in on three devices; every session has been used, so each is kept in memory. */
  async function onThreeDevices() {
    const user = await signUp(t.app);
    const phone = String((await login(user.email, user.password)).json.token);
    const laptop = String((await login(user.email, user.password)).json.token);
    for (const token of [user.token, phone, laptop]) expect((await me(token)).status).toBe(200);
    return { user, phone, laptop };
  }

  describe('PUT /api/auth/password', () => {
    it('keeps this session, signs out every other one at once, and swaps the old password for the new', async () => {
      const { user, phone, laptop } = await onThreeDevices();
      const res = await changePassword(user.token, { currentPassword: user.password, newPassword: 'a brand new passphrase' });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ ok: true });

      expect((await me(user.token)).status).toBe(200);
      for (const token of [phone, laptop]) {
        const dead = await me(token);
        expect(dead.status).toBe(401);
        expect(dead.json).toEqual({ message: MESSAGES.loginRequired });
      }
      const old = await login(user.email, user.password);
      expect(old.status).toBe(401);
      expect(old.json).toEqual({ message: MESSAGES.invalidCredentials });
      const fresh = await login(user.email, 'a brand new passphrase');
      expect(fresh.status).toBe(200);
      expect(fresh.json._id).toBe(user._id);
    });

    it('refuses a wrong current password with 403, changing nothing and signing no one out', async () => {
      const { user, phone } = await onThreeDevices();
      const res = await changePassword(user.token, { currentPassword: 'not my password', newPassword: 'a brand new passphrase' });
      expect(res.status).toBe(403);
      expect(res.json).toEqual({ message: MESSAGES.currentPasswordWrong });
      expect((await me(phone)).status).toBe(200);
      expect((await login(user.email, user.password)).status).toBe(200);
      expect((await login(user.email, 'a brand new passphrase')).status).toBe(401);
    });

    it('counts wrong current passwords as failed sign-ins: after 10, even the right one answers 429', async () => {
      const user = await signUp(t.app);
      for (let i = 0; i < 10; i++) {
        const res = await changePassword(user.token, { currentPassword: `guess ${i}`, newPassword: 'a brand new passphrase' });
        expect(res.status).toBe(403);
      }
      const blocked = await changePassword(user.token, { currentPassword: user.password, newPassword: 'a brand new passphrase' });
      expect(blocked.status).toBe(429);
      expect(blocked.json).toEqual({ message: MESSAGES.tooManyFailedLogins });
      expect((await login(user.email, user.password)).status).toBe(429);
    });

    it.each([
      [{ currentPassword: 'correct horse battery' }, MESSAGES.newPasswordRequired],
      [{ currentPassword: 'correct horse battery', newPassword: '' }, MESSAGES.newPasswordRequired],
      [{ currentPassword: 'correct horse battery', newPassword: 'short' }, MESSAGES.passwordTooShort],
      [{ currentPassword: 'correct horse battery', newPassword: 'p'.repeat(201) }, MESSAGES.passwordTooLong],
      [{ currentPassword: 'p'.repeat(201), newPassword: 'a brand new passphrase' }, MESSAGES.passwordTooLong],
      [{ currentPassword: 'correct horse battery', newPassword: 'correct horse battery' }, MESSAGES.newPasswordSame],
      [{ newPassword: 'a brand new passphrase' }, MESSAGES.currentPasswordRequired],
      [{ currentPassword: '', newPassword: 'a brand new passphrase' }, MESSAGES.currentPasswordRequired],
      [{ currentPassword: 42, newPassword: 'a brand new passphrase' }, MESSAGES.currentPasswordRequired],
    ])('refuses %j with 400 and the message', async (body, message) => {
      const user = await signUp(t.app);
      const res = await changePassword(user.token, body);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message });
      expect((await login(user.email, user.password)).status).toBe(200);
    });

    it('asks a visitor to log in', async () => {
      const res = await changePassword(undefined, { currentPassword: 'x', newPassword: 'a brand new passphrase' });
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ message: MESSAGES.loginRequired });
    });

    it('tells an account that signs in with Google only that it has no password to change', async () => {
      const google = await quickAccount(t.database.db, { google_sub: 'google-only', email_verified_at: new Date().toISOString() });
      const res = await changePassword(google.token, { newPassword: 'a brand new passphrase' });
      expect(res.status).toBe(403);
      expect(res.json).toEqual({ message: MESSAGES.noPasswordToChange });
      const row = await t.database.db.selectFrom('users').select('password_hash').where('id', '=', google.id).executeTakeFirstOrThrow();
      expect(row.password_hash).toBeNull();
    });
  });

  describe('POST /api/auth/logout-all', () => {
    it('signs out every session of the caller at once, this one included, and no one else', async () => {
      const { user, phone, laptop } = await onThreeDevices();
      const bystander = await signUp(t.app);
      expect((await me(bystander.token)).status).toBe(200);

      const res = await call(t.app, 'POST', '/api/auth/logout-all', { token: phone });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ ok: true });
      for (const token of [user.token, phone, laptop]) expect((await me(token)).status).toBe(401);
      expect((await me(bystander.token)).status).toBe(200);
      // The password still signs in.
      expect((await login(user.email, user.password)).status).toBe(200);
    });

    it('leaves the revoked sessions for the sweep to delete, and the new one live', async () => {
      const { user, phone } = await onThreeDevices();
      expect((await call(t.app, 'POST', '/api/auth/logout-all', { token: phone })).status).toBe(200);
      const fresh = String((await login(user.email, user.password)).json.token);
      await sweepAuthRows(t.database.db);
      const left = await t.database.db.selectFrom('sessions').select('revoked_at').where('user_id', '=', user._id).execute();
      expect(left).toEqual([{ revoked_at: null }]);
      expect((await me(fresh)).status).toBe(200);
    });

    it('asks a visitor to log in', async () => {
      const res = await call(t.app, 'POST', '/api/auth/logout-all');
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ message: MESSAGES.loginRequired });
    });
  });
});
