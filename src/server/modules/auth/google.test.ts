/**
 * Google sign-in end to end against a real OpenID Connect provider (oidc-provider on a loopback port):
 * discovery, the authorization redirect with PKCE, state and nonce, the provider's login and consent,
 * the code exchange, userinfo, account linking, and the one-time ticket that becomes a session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { hashToken } from '../../lib/tokens.ts';
import { call, signUp } from '../../test/api.ts';
import { startOidcProvider, type TestOidcProvider } from '../../test/oidc-provider.ts';
import { createTestApp, dialectName, type TestApp } from '../../test/test-app.ts';

const PUBLIC_URL = 'http://127.0.0.1:3999';
const REDIRECT_URI = `${PUBLIC_URL}/api/auth/google/callback`;
const ADMIN_EMAIL = 'dean.of.students@campus.test';

/** Accounts at the provider, by the login name typed into its form (which is also the `sub`). */
const ACCOUNTS = {
  ada: {
    email: 'Ada.Lovelace@Campus.Test',
    email_verified: true,
    name: 'Ada Lovelace',
    picture: 'https://images.campus.test/ada.png',
  },
  mallory: {
    email: 'mallory.unverified@campus.test',
    email_verified: false,
    name: 'Mallory Unverified',
    picture: 'https://images.campus.test/mallory.png',
  },
  grace: { email: 'grace.hopper@campus.test', email_verified: true, name: 'Grace Hopper' },
  dean: { email: ADMIN_EMAIL.toUpperCase(), email_verified: true, name: 'The Dean' },
  alan: { email: 'alan.turing@campus.test', email_verified: true, name: 'Alan Turing' },
  linus: { email: 'linus@campus.test', email_verified: true, name: 'Linus' },
};

let provider: TestOidcProvider;
let app: TestApp;
let unconfigured: TestApp;

beforeAll(async () => {
  provider = await startOidcProvider({ redirectUri: REDIRECT_URI, accounts: ACCOUNTS });
  [app, unconfigured] = await Promise.all([
    createTestApp({
      env: {
        GOOGLE_CLIENT_ID: provider.clientId,
        GOOGLE_CLIENT_SECRET: provider.clientSecret,
        OIDC_ISSUER: provider.issuer,
        PUBLIC_URL,
        ADMIN_EMAILS: ADMIN_EMAIL,
      },
    }),
    createTestApp({ env: { PUBLIC_URL } }),
  ]);
});

afterAll(async () => {
  await Promise.all([app?.close(), unconfigured?.close()]);
  await provider?.close();
});

/** GET /api/auth/google: answers the provider's authorization URL. */
async function startFlow(): Promise<URL> {
  const res = await app.app.inject({ method: 'GET', url: '/api/auth/google' });
  expect(res.statusCode, res.body).toBe(302);
  const location = new URL(String(res.headers.location));
  expect(location.origin).toBe(provider.issuer);
  return location;
}

/** The browser's return to Quad: GET the callback with the query the provider put on the redirect URI. */
async function callback(query: string): Promise<URLSearchParams> {
  const res = await app.app.inject({ method: 'GET', url: `/api/auth/google/callback${query}` });
  expect(res.statusCode, res.body).toBe(302);
  const location = new URL(String(res.headers.location), 'http://quad.invalid');
  expect(location.origin).toBe('http://quad.invalid'); // a path on Quad itself
  expect(location.pathname).toBe('/');
  return location.searchParams;
}

/** The whole sign-in as a browser does it: Quad → provider (login + consent) → Quad's callback. */
async function googleSignIn(login: string): Promise<URLSearchParams> {
  const back = await provider.signIn((await startFlow()).href, login);
  expect(back.searchParams.get('code')).toBeTruthy();
  return callback(back.search);
}

const exchange = (token: string) => call(app.app, 'POST', '/api/auth/google/exchange', { body: { token } });

const usersWithEmail = (email: string) =>
  app.database.db.selectFrom('users').selectAll().where('email', '=', email).execute();

describe(`Google sign-in against a real OpenID provider (${dialectName})`, () => {
  it('answers 404 {message} when Google is not configured: the feature is not on this server', async () => {
    const res = await call(unconfigured.app, 'GET', '/api/auth/google');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ message: MESSAGES.googleNotConfigured });
    const cb = await call(unconfigured.app, 'GET', '/api/auth/google/callback?code=x&state=y');
    expect(cb.status).toBe(404);
    expect(cb.json).toEqual({ message: MESSAGES.googleNotConfigured });
  });

  it('sends the browser to the provider with PKCE S256, state, nonce and the callback as redirect_uri', async () => {
    const url = await startFlow();
    const q = url.searchParams;
    expect(q.get('client_id')).toBe(provider.clientId);
    expect(q.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('scope')?.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('state')).toBeTruthy();
    expect(q.get('nonce')).toBeTruthy();
    const flow = await app.database.db
      .selectFrom('oidc_flows')
      .selectAll()
      .where('state', '=', q.get('state')!)
      .executeTakeFirst();
    expect(flow?.nonce).toBe(q.get('nonce'));
  });

  it('signs a verified account in: a one-time ticket in the redirect, exchanged once for a session', async () => {
    const back = await googleSignIn('ada');
    expect(back.get('authError')).toBeNull();
    expect(back.get('id')).toBeTruthy();
    expect(back.get('name')).toBe('Ada Lovelace');
    expect(back.get('email')).toBe('ada.lovelace@campus.test');
    expect(back.get('avatar')).toBe('https://images.campus.test/ada.png');
    expect(back.get('admin')).toBe('false');
    const ticket = back.get('token');
    expect(ticket).toBeTruthy();

    // The ticket is not a session token.
    expect((await call(app.app, 'GET', '/api/auth/me', { token: ticket! })).status).toBe(401);

    const first = await exchange(ticket!);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      _id: back.get('id'),
      name: 'Ada Lovelace',
      email: 'ada.lovelace@campus.test',
      avatar: 'https://images.campus.test/ada.png',
      isAdmin: false,
    });
    const session = String(first.json.token);
    expect(session).not.toBe(ticket);
    const me = await call(app.app, 'GET', '/api/auth/me', { token: session });
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ _id: back.get('id'), email: 'ada.lovelace@campus.test', isAdmin: false });

    const again = await exchange(ticket!);
    expect(again.status).toBe(401);
    expect(again.json).toEqual({ message: MESSAGES.googleTicketInvalid });

    const rows = await usersWithEmail('ada.lovelace@campus.test');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: back.get('id'), google_sub: 'ada', password_hash: null });

    // Signing in again finds the same account by its subject.
    const second = await googleSignIn('ada');
    expect(second.get('id')).toBe(back.get('id'));
    expect(await usersWithEmail('ada.lovelace@campus.test')).toHaveLength(1);
  });

  it('refuses an account whose email is not verified, and creates no user', async () => {
    const back = await googleSignIn('mallory');
    expect(back.get('authError')).toBe(MESSAGES.googleUnverified);
    expect(back.get('token')).toBeNull();
    expect(back.get('id')).toBeNull();
    expect(await usersWithEmail('mallory.unverified@campus.test')).toHaveLength(0);
    const bySub = await app.database.db
      .selectFrom('users')
      .select('id')
      .where('google_sub', '=', 'mallory')
      .execute();
    expect(bySub).toHaveLength(0);
  });

  it('does not link to a password account whose email is not verified: the Google owner gets a new account', async () => {
    const squatter = await signUp(app.app, { name: 'Grace H.', email: 'grace.hopper@campus.test' });
    const back = await googleSignIn('grace');
    expect(back.get('authError')).toBeNull();
    expect(back.get('id')).not.toBe(squatter._id);
    expect(back.get('email')).toBe('grace.hopper@campus.test');
    expect(back.get('admin')).toBe('false');

    const session = await exchange(back.get('token')!);
    expect(session.status).toBe(200);
    expect(session.json).toMatchObject({ _id: back.get('id'), email: 'grace.hopper@campus.test', isAdmin: false });

    const rows = await usersWithEmail('grace.hopper@campus.test');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: back.get('id'), google_sub: 'grace', password_hash: null });
    // The password sign-up no longer opens anything: not the address, not its old session.
    const login = await call(app.app, 'POST', '/api/auth/login', {
      body: { email: 'grace.hopper@campus.test', password: squatter.password },
    });
    expect(login.status).toBe(401);
    expect((await call(app.app, 'GET', '/api/auth/me', { token: squatter.token })).status).toBe(401);
  });

  it('makes an email listed in ADMIN_EMAILS an admin', async () => {
    const back = await googleSignIn('dean');
    expect(back.get('authError')).toBeNull();
    expect(back.get('email')).toBe(ADMIN_EMAIL);
    expect(back.get('admin')).toBe('true');
    const session = await exchange(back.get('token')!);
    expect(session.status).toBe(200);
    expect(session.json).toMatchObject({ _id: back.get('id'), email: ADMIN_EMAIL, isAdmin: true });
    const me = await call(app.app, 'GET', '/api/auth/me', { token: String(session.json.token) });
    expect(me.json).toMatchObject({ isAdmin: true });
  });

  it('fails the callback with a tampered, unknown or replayed state', async () => {
    const back = await provider.signIn((await startFlow()).href, 'alan');
    const tampered = new URLSearchParams(back.search);
    tampered.set('state', `${tampered.get('state')}x`);
    expect((await callback(`?${tampered.toString()}`)).get('authError')).toBe(MESSAGES.googleFailed);
    expect((await callback('?code=not-a-code&state=not-a-state')).get('authError')).toBe(MESSAGES.googleFailed);
    expect((await callback('')).get('authError')).toBe(MESSAGES.googleFailed);
    expect(await usersWithEmail('alan.turing@campus.test')).toHaveLength(0);

    // The genuine return still works once, and not twice.
    const genuine = await callback(back.search);
    expect(genuine.get('authError')).toBeNull();
    expect(genuine.get('email')).toBe('alan.turing@campus.test');
    expect((await callback(back.search)).get('authError')).toBe(MESSAGES.googleFailed);
  });

  it("fails the callback when a code comes back with another flow's state (PKCE verifier and nonce do not match)", async () => {
    const a = await provider.signIn((await startFlow()).href, 'linus');
    const b = await provider.signIn((await startFlow()).href, 'linus');
    const mixed = new URLSearchParams({ code: a.searchParams.get('code')!, state: b.searchParams.get('state')! });
    expect(b.searchParams.get('iss')).toBe(provider.issuer);
    mixed.set('iss', provider.issuer);
    expect((await callback(`?${mixed.toString()}`)).get('authError')).toBe(MESSAGES.googleFailed);
    expect(await usersWithEmail('linus@campus.test')).toHaveLength(0);
    // The same code with its own flow's state (and so its own PKCE verifier) is fine.
    const genuine = await callback(a.search);
    expect(genuine.get('authError')).toBeNull();
    expect(genuine.get('email')).toBe('linus@campus.test');
  });

  it('refuses an expired ticket', async () => {
    const back = await googleSignIn('ada');
    const ticket = back.get('token')!;
    const expired = await app.database.db
      .updateTable('auth_tickets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('ticket_hash', '=', hashToken(ticket))
      .executeTakeFirst();
    expect(Number(expired.numUpdatedRows)).toBe(1);
    const res = await exchange(ticket);
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ message: MESSAGES.googleTicketInvalid });
  });
});

describe(`Google sign-in when the provider cannot be reached (${dialectName})`, () => {
  it('sends the browser back to the app with the failure message instead of an error page', async () => {
    const t = await createTestApp({
      env: {
        PUBLIC_URL: 'http://127.0.0.1:3999',
        GOOGLE_CLIENT_ID: 'quad',
        GOOGLE_CLIENT_SECRET: 'secret',
        OIDC_ISSUER: 'http://127.0.0.1:9',
      },
    });
    try {
      const res = await call(t.app, 'GET', '/api/auth/google');
      expect(res.status).toBe(302);
      const location = new URL(String(res.headers.location), 'http://app.test');
      expect(location.pathname).toBe('/');
      expect(location.searchParams.get('authError')).toBe(MESSAGES.googleFailed);
    } finally {
      await t.close();
    }
  });
});
