/** A very common password is refused wherever one is chosen (decision 079): sign-up, a change, a reset. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { call, emailedToken, signUp } from '../../test/api.ts';
import { createTestApp, dialectName, type TestApp } from '../../test/test-app.ts';
import { isCommonPassword } from './common-passwords.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tooCommon = { status: 400, json: { message: MESSAGES.passwordTooCommon } };
const login = (email: string, password: string) => call(t.app, 'POST', '/api/auth/login', { body: { email, password } });
let n = 0;
const newcomer = (password: string) => {
  n += 1;
  return { name: 'Kabir Rao', email: `kabir${n}.${Date.now()}@campus.test`, password };
};

describe(`common passwords (${dialectName})`, () => {
  it('knows the list, without regard to case, and lets an uncommon password through', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('PassWord')).toBe(true);
    expect(isCommonPassword('iloveyou')).toBe(true);
    expect(isCommonPassword('correct horse battery')).toBe(false);
  });

  it.each(['password', 'PASSWORD', '12345678', 'iloveyou', 'qwertyuiop'])('refuses a sign-up with %j and makes no account', async (password) => {
    const input = newcomer(password);
    expect(await call(t.app, 'POST', '/api/auth/register', { body: input })).toMatchObject(tooCommon);
    expect(await t.database.db.selectFrom('users').select('id').where('email', '=', input.email).executeTakeFirst()).toBeUndefined();
  });

  it('takes a sign-up with a password that is hard to guess', async () => {
    expect((await call(t.app, 'POST', '/api/auth/register', { body: newcomer('marigold tram at nine') })).status).toBe(201);
  });

  it('refuses a common new password on a change, and the old one still signs in', async () => {
    const student = await signUp(t.app);
    const res = await call(t.app, 'PUT', '/api/auth/password', {
      token: student.token,
      body: { currentPassword: student.password, newPassword: 'Password1' },
    });
    expect(res).toMatchObject(tooCommon);
    expect((await login(student.email, student.password)).status).toBe(200);
  });

  it('refuses a common password on a reset without spending the link', async () => {
    const student = await signUp(t.app, {}, { verify: false });
    await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: student.email } });
    const token = await emailedToken(t.app, student.email, 'password-reset');
    const confirm = (password: string) => call(t.app, 'POST', '/api/auth/password-reset/confirm', { body: { token, password } });
    expect(await confirm('sunshine')).toMatchObject(tooCommon);
    expect(await confirm('marigold tram at nine')).toMatchObject({ status: 200 });
  });
});
