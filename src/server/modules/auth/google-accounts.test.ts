/**
 * Identities that cannot be claimed: ADMIN_EMAILS makes an admin only of an account that proved its address
 * (Google's `email_verified`), an operator's revoke sticks until the list changes, and an address taken by an
 * unverified password sign-up goes to its proven owner. Through the real OpenID test provider.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { buildApp } from '../../app.ts';
import { buildPost, insertPost } from '../../test/factories.ts';
import { call, signUp } from '../../test/api.ts';
import { googleSignIn } from '../../test/google-sign-in.ts';
import { startOidcProvider, type TestOidcProvider } from '../../test/oidc-provider.ts';
import { createTestApp, dialectName, testConfig, type TestApp } from '../../test/test-app.ts';
import { grantAdmin, revokeAdmin } from '../users/users.service.ts';

const PUBLIC_URL = 'http://127.0.0.1:3999';
const DEAN = 'dean@campus.test';
const REGISTRAR = 'registrar@campus.test';
const PROVOST = 'provost@campus.test';

let provider: TestOidcProvider;
let t: TestApp;
let googleEnv: Record<string, string>;

beforeAll(async () => {
  provider = await startOidcProvider({
    redirectUri: `${PUBLIC_URL}/api/auth/google/callback`,
    accounts: {
      dean: { email: DEAN, email_verified: true, name: 'The Dean' },
      registrar: { email: REGISTRAR, email_verified: true, name: 'The Registrar' },
      provost: { email: PROVOST, email_verified: true, name: 'The Provost' },
      victim: { email: 'victim@campus.test', email_verified: true, name: 'Vera Victim' },
      owner: { email: 'owner@campus.test', email_verified: true, name: 'Omar Owner' },
      linked: { email: 'linked@campus.test', email_verified: true, name: 'Lina Linked' },
    },
  });
  googleEnv = {
    GOOGLE_CLIENT_ID: provider.clientId,
    GOOGLE_CLIENT_SECRET: provider.clientSecret,
    OIDC_ISSUER: provider.issuer,
    PUBLIC_URL,
  };
  t = await createTestApp({ env: { ...googleEnv, ADMIN_EMAILS: `${DEAN},${REGISTRAR},${PROVOST}` } });
});

afterAll(async () => {
  await t?.close();
  await provider?.close();
});

const me = (token: string) => call(t.app, 'GET', '/api/auth/me', { token });
const userRow = (id: string) => t.database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
/** Quad restarted on the same database with another ADMIN_EMAILS: `login` signs in with Google there. */
async function signInWithList(adminEmails: string, login: string) {
  const app = await buildApp({
    config: testConfig({ ...googleEnv, ADMIN_EMAILS: adminEmails }),
    database: t.database,
    clientDir: null,
    logger: false,
  });
  try {
    await app.ready();
    return (await googleSignIn(app, provider, login)).session;
  } finally {
    await app.close();
  }
}

const usersWithEmail = (email: string) =>
  t.database.db.selectFrom('users').selectAll().where('email', '=', email).execute();

describe(`ADMIN_EMAILS grants admin only to a verified email (${dialectName})`, () => {
  it('makes a Google sign-in with a verified listed address an admin', async () => {
    const { session } = await googleSignIn(t.app, provider, 'dean');
    expect(session).toMatchObject({ email: DEAN, isAdmin: true });
    expect((await call(t.app, 'GET', '/api/admin/stats', { token: session!.token })).status).toBe(200);
  });

  it('keeps a revoked admin revoked at the next Google sign-in, and grants again once the list changes', async () => {
    const first = await googleSignIn(t.app, provider, 'registrar');
    expect(first.session?.isAdmin).toBe(true);

    expect(await revokeAdmin(t.database.db, t.config.adminEmails, REGISTRAR)).toBe(1);
    expect((await me(first.session!.token)).json.isAdmin).toBe(false);

    const again = await googleSignIn(t.app, provider, 'registrar');
    expect(again.session).toMatchObject({ _id: first.session!._id, isAdmin: false });
    expect((await call(t.app, 'GET', '/api/admin/stats', { token: again.session!.token })).status).toBe(403);

    // The same list in another order is the same list.
    const reordered = await signInWithList(`${PROVOST}, ${REGISTRAR}, ${DEAN}`, 'registrar');
    expect(reordered?.isAdmin).toBe(false);

    // The operator changes the list (a restart with another ADMIN_EMAILS, same database): it grants again.
    const afterChange = await signInWithList(`${DEAN},${REGISTRAR}`, 'registrar');
    expect(afterChange).toMatchObject({ _id: first.session!._id, isAdmin: true });
  });

  it('grants admin by hand to an account whose email is not verified', async () => {
    const student = await signUp(t.app, { email: 'unverified.helper@campus.test' }, { verify: false });
    expect(student.isAdmin).toBe(false);
    expect(await grantAdmin(t.database.db, student.email)).toBe(1);
    expect((await me(student.token)).json.isAdmin).toBe(true);
    expect((await call(t.app, 'GET', '/api/admin/stats', { token: student.token })).status).toBe(200);
    expect((await userRow(student._id)).email_verified_at).toBeNull();
  });
});

describe(`an address squatted by a password sign-up goes to its verified owner (${dialectName})`, () => {
  it('detaches the unverified account: address freed, password and sessions gone at once, content kept', async () => {
    const squatter = await signUp(t.app, { name: 'Squatter', email: 'victim@campus.test', password: 'squatter password' }, { verify: false });
    const post = await insertPost(t.database.db, buildPost(squatter._id, { title: 'Posted by the squatter' }));
    expect((await me(squatter.token)).status).toBe(200); // the session is now kept in memory

    const { location, session } = await googleSignIn(t.app, provider, 'victim');
    expect(location.searchParams.get('authError')).toBeNull();
    expect(session).toMatchObject({ email: 'victim@campus.test', name: 'Vera Victim', isAdmin: false });
    expect(session!._id).not.toBe(squatter._id);

    // The squatter's session stops working at once, and the old email and password open nothing.
    const dead = await me(squatter.token);
    expect(dead.status).toBe(401);
    expect(dead.json).toEqual({ message: MESSAGES.loginRequired });
    const login = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: 'victim@campus.test', password: 'squatter password' },
    });
    expect(login.status).toBe(401);

    // One account holds the address: the owner's, verified and linked to Google.
    const holders = await usersWithEmail('victim@campus.test');
    expect(holders.map((u) => u.id)).toEqual([session!._id]);
    expect(holders[0]).toMatchObject({ google_sub: 'victim', password_hash: null });
    expect(holders[0]!.email_verified_at).toBeTruthy();

    // The squatting account keeps its content under a placeholder nobody can sign in with.
    const detached = await userRow(squatter._id);
    expect(detached.email).toMatch(/^detached-.+@quad\.invalid$/);
    expect(detached).toMatchObject({ password_hash: null, google_sub: null, is_admin: 0 });
    const kept = await t.database.db.selectFrom('posts').select('user_id').where('id', '=', post.id).executeTakeFirstOrThrow();
    expect(kept.user_id).toBe(squatter._id);
    const placeholder = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: detached.email, password: 'squatter password' },
    });
    expect(placeholder.status).toBe(400);
    expect(placeholder.json).toEqual({ message: MESSAGES.emailInvalid });

    // The owner signs in again to the same account, and the address cannot be registered again.
    expect((await googleSignIn(t.app, provider, 'victim')).session?._id).toBe(session!._id);
    const again = await call(t.app, 'POST', '/api/auth/register', {
      body: { name: 'Squatter', email: 'victim@campus.test', password: 'squatter password' },
    });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ message: MESSAGES.emailTaken });
  });

  it('takes admin from a squatter of a listed address and gives it to the verified owner', async () => {
    const squatter = await signUp(t.app, { email: PROVOST }, { verify: false });
    expect(squatter.isAdmin).toBe(false);
    // Even one made admin before this rule existed loses the role with the address.
    await t.database.db.updateTable('users').set({ is_admin: 1 }).where('id', '=', squatter._id).execute();

    const { session } = await googleSignIn(t.app, provider, 'provost');
    expect(session).toMatchObject({ email: PROVOST, isAdmin: true });
    expect(session!._id).not.toBe(squatter._id);
    expect((await userRow(squatter._id)).is_admin).toBe(0);
    expect((await me(squatter.token)).status).toBe(401);
  });

  it('links Google to an account whose email is already verified, keeping its password', async () => {
    const existing = await signUp(t.app, { email: 'linked@campus.test' });
    await t.database.db.updateTable('users').set({ email_verified_at: new Date().toISOString() }).where('id', '=', existing._id).execute();
    const { session } = await googleSignIn(t.app, provider, 'linked');
    expect(session?._id).toBe(existing._id);
    expect((await me(existing.token)).status).toBe(200);
    const login = await call(t.app, 'POST', '/api/auth/login', { body: { email: existing.email, password: existing.password } });
    expect(login.status).toBe(200);
    expect(login.json._id).toBe(existing._id);
  });
});
