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

/** What one browser holds of Quad: the Google sign-in cookie (`quad_google=...`), once a flow has begun. */
interface Browser {
  cookie: string | null;
}

const newBrowser = (): Browser => ({ cookie: null });

/** GET /api/auth/google: answers the provider's authorization URL, and sets the browser's cookie. */
async function startFlow(browser: Browser = newBrowser(), on: TestApp = app): Promise<URL> {
  const res = await on.app.inject({ method: 'GET', url: '/api/auth/google' });
  expect(res.statusCode, res.body).toBe(302);
  const location = new URL(String(res.headers.location));
  expect(location.origin).toBe(provider.issuer);
  const set = String(res.headers['set-cookie'] ?? '');
  browser.cookie = /^(quad_google=[A-Za-z0-9_-]+);/.exec(set)?.[1] ?? null;
  return location;
}

/** The browser's return to Quad: GET the callback with the query the provider put on the redirect URI. */
async function callback(query: string, browser: Browser | null): Promise<URLSearchParams> {
  const res = await app.app.inject({
    method: 'GET',
    url: `/api/auth/google/callback${query}`,
    headers: browser?.cookie ? { cookie: browser.cookie } : {},
  });
  expect(res.statusCode, res.body).toBe(302);
  const location = new URL(String(res.headers.location), 'http://quad.invalid');
  expect(location.origin).toBe('http://quad.invalid'); // a path on Quad itself
  expect(location.pathname).toBe('/');
  return location.searchParams;
}

/** The whole sign-in as a browser does it: Quad → provider (login + consent) → Quad's callback. */
async function googleSignIn(login: string, browser: Browser = newBrowser()): Promise<URLSearchParams> {
  const back = await provider.signIn((await startFlow(browser)).href, login);
  expect(back.searchParams.get('code')).toBeTruthy();
  return callback(back.search, browser);
}

const exchange = (token: string, browser: Browser | null) =>
  call(app.app, 'POST', '/api/auth/google/exchange', {
    body: { token },
    headers: browser?.cookie ? { cookie: browser.cookie } : {},
  });

/** Sign-in and exchange in one browser: the session user. */
async function signInAndExchange(login: string) {
  const browser = newBrowser();
  const back = await googleSignIn(login, browser);
  expect(back.get('authError')).toBeNull();
  const res = await exchange(back.get('token')!, browser);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json;
}

const countTickets = async () => (await app.database.db.selectFrom('auth_tickets').select('ticket_hash').execute()).length;

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

  it('signs a verified account in: SPEC\'s parameters and a one-time ticket in the redirect, exchanged once for a session', async () => {
    const browser = newBrowser();
    const back = await googleSignIn('ada', browser);
    expect([...back.keys()].sort()).toEqual(['admin', 'avatar', 'email', 'id', 'name', 'token']);
    expect(back.get('name')).toBe('Ada Lovelace');
    expect(back.get('email')).toBe('ada.lovelace@campus.test');
    // Google's picture is a link elsewhere: not kept (decision 027).
    expect(back.get('avatar')).toBe('');
    expect(back.get('admin')).toBe('false');
    const ticket = back.get('token');
    expect(ticket).toBeTruthy();

    // The ticket is not a session token.
    expect((await call(app.app, 'GET', '/api/auth/me', { token: ticket! })).status).toBe(401);

    const first = await exchange(ticket!, browser);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada.lovelace@campus.test',
      avatar: null,
      isAdmin: false,
    });
    // The exchange spends the browser's sign-in cookie.
    expect(String(first.headers['set-cookie'])).toMatch(/^quad_google=; .*Max-Age=0/);
    const session = String(first.json.token);
    expect(session).not.toBe(ticket);
    const me = await call(app.app, 'GET', '/api/auth/me', { token: session });
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ _id: first.json._id, email: 'ada.lovelace@campus.test', isAdmin: false });

    const again = await exchange(ticket!, browser);
    expect(again.status).toBe(401);
    expect(again.json).toEqual({ message: MESSAGES.googleTicketInvalid });

    const rows = await usersWithEmail('ada.lovelace@campus.test');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: first.json._id, google_sub: 'ada', password_hash: null });

    // Signing in again finds the same account by its subject.
    expect((await signInAndExchange('ada'))._id).toBe(first.json._id);
    expect(await usersWithEmail('ada.lovelace@campus.test')).toHaveLength(1);
  });

  it('gives the browser a short-lived httpOnly SameSite=Lax cookie on the Google path only', async () => {
    const res = await app.app.inject({ method: 'GET', url: '/api/auth/google' });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^quad_google=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain('Path=/api/auth/google;');
    expect(cookie).toContain('Max-Age=600;');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure'); // PUBLIC_URL is http here
    // Only the secret's hash is stored with the flow.
    const secret = /^quad_google=([^;]+)/.exec(cookie)![1]!;
    const state = new URL(String(res.headers.location)).searchParams.get('state')!;
    const flow = await app.database.db.selectFrom('oidc_flows').selectAll().where('state', '=', state).executeTakeFirstOrThrow();
    expect(flow.binding_hash).toBe(hashToken(secret));
    expect(JSON.stringify(flow)).not.toContain(secret);
  });

  it('marks the cookie Secure when PUBLIC_URL is https', async () => {
    const https = await createTestApp({
      env: {
        GOOGLE_CLIENT_ID: provider.clientId,
        GOOGLE_CLIENT_SECRET: provider.clientSecret,
        OIDC_ISSUER: provider.issuer,
        PUBLIC_URL: 'https://quad.campus.test',
      },
    });
    try {
      const res = await https.app.inject({ method: 'GET', url: '/api/auth/google' });
      expect(res.statusCode).toBe(302);
      expect(String(res.headers['set-cookie'])).toMatch(/; Secure$/);
    } finally {
      await https.close();
    }
  });

  it("refuses a callback without the browser's cookie, or with another browser's: login CSRF fails", async () => {
    const victim = newBrowser();
    await startFlow(victim); // the victim has a flow (and a cookie) of their own
    const attacker = newBrowser();
    const back = await provider.signIn((await startFlow(attacker)).href, 'alan');
    const ticketsBefore = await countTickets();

    // The attacker's return address, opened in a browser that did not begin that flow.
    expect((await callback(back.search, null)).get('authError')).toBe('google_failed');
    expect((await callback(back.search, victim)).get('authError')).toBe('google_failed');
    expect((await callback(back.search, { cookie: 'quad_google=forged-secret-value' })).get('authError')).toBe('google_failed');
    expect(await usersWithEmail('alan.turing@campus.test')).toHaveLength(0);
    expect(await countTickets()).toBe(ticketsBefore);

    // In the browser that began it, the same return works.
    const own = await callback(back.search, attacker);
    expect(own.get('authError')).toBeNull();
    expect(own.get('token')).toBeTruthy();
  });

  it("refuses to exchange a ticket without the cookie of the browser that began the flow", async () => {
    const browser = newBrowser();
    const back = await googleSignIn('alan', browser);
    const ticket = back.get('token')!;
    const other = newBrowser();
    await startFlow(other);

    for (const who of [null, other, { cookie: 'quad_google=forged-secret-value' }]) {
      const res = await exchange(ticket, who);
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ message: MESSAGES.googleTicketInvalid });
    }
    // The refusals did not spend the ticket: its own browser still exchanges it.
    const own = await exchange(ticket, browser);
    expect(own.status).toBe(200);
    expect(own.json).toMatchObject({ email: 'alan.turing@campus.test' });
  });

  it('refuses an account whose email is not verified with a code, and creates no user', async () => {
    const back = await googleSignIn('mallory');
    expect([...back.entries()]).toEqual([['authError', 'google_unverified']]);
    expect(await usersWithEmail('mallory.unverified@campus.test')).toHaveLength(0);
    const bySub = await app.database.db
      .selectFrom('users')
      .select('id')
      .where('google_sub', '=', 'mallory')
      .execute();
    expect(bySub).toHaveLength(0);
  });

  it('does not link to a password account whose email is not verified: the Google owner gets a new account', async () => {
    const squatter = await signUp(app.app, { name: 'Grace H.', email: 'grace.hopper@campus.test' }, { verify: false });
    const browser = newBrowser();
    const back = await googleSignIn('grace', browser);
    expect(back.get('authError')).toBeNull();
    expect(back.get('id')).not.toBe(squatter._id);
    expect(back.get('email')).toBe('grace.hopper@campus.test');
    expect(back.get('admin')).toBe('false');

    const session = await exchange(back.get('token')!, browser);
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
    const session = await signInAndExchange('dean');
    expect(session).toMatchObject({ email: ADMIN_EMAIL, isAdmin: true });
    const me = await call(app.app, 'GET', '/api/auth/me', { token: String(session.token) });
    expect(me.json).toMatchObject({ isAdmin: true });
  });

  it('fails the callback with a tampered, unknown or replayed state', async () => {
    const browser = newBrowser();
    const back = await provider.signIn((await startFlow(browser)).href, 'linus');
    const tampered = new URLSearchParams(back.search);
    tampered.set('state', `${tampered.get('state')}x`);
    expect((await callback(`?${tampered.toString()}`, browser)).get('authError')).toBe('google_failed');
    expect((await callback('?code=not-a-code&state=not-a-state', browser)).get('authError')).toBe('google_failed');
    expect((await callback('', browser)).get('authError')).toBe('google_failed');
    expect(await usersWithEmail('linus@campus.test')).toHaveLength(0);

    // The genuine return still works once, and not twice.
    const genuine = await callback(back.search, browser);
    expect(genuine.get('authError')).toBeNull();
    expect(genuine.get('token')).toBeTruthy();
    expect((await callback(back.search, browser)).get('authError')).toBe('google_failed');
  });

  it("fails the callback when a code comes back with another flow's state (PKCE verifier and nonce do not match)", async () => {
    provider.accounts.set('ken', { email: 'ken@campus.test', email_verified: true, name: 'Ken' });
    const browserA = newBrowser();
    const browserB = newBrowser();
    const a = await provider.signIn((await startFlow(browserA)).href, 'ken');
    const b = await provider.signIn((await startFlow(browserB)).href, 'ken');
    const mixed = new URLSearchParams({ code: a.searchParams.get('code')!, state: b.searchParams.get('state')! });
    expect(b.searchParams.get('iss')).toBe(provider.issuer);
    mixed.set('iss', provider.issuer);
    expect((await callback(`?${mixed.toString()}`, browserB)).get('authError')).toBe('google_failed');
    expect(await usersWithEmail('ken@campus.test')).toHaveLength(0);
    // The same code with its own flow's state (and so its own PKCE verifier) is fine.
    const genuine = await callback(a.search, browserA);
    expect(genuine.get('authError')).toBeNull();
    expect(genuine.get('token')).toBeTruthy();
  });

  it('refuses an expired ticket', async () => {
    const browser = newBrowser();
    const back = await googleSignIn('ada', browser);
    const ticket = back.get('token')!;
    const expired = await app.database.db
      .updateTable('auth_tickets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('ticket_hash', '=', hashToken(ticket))
      .executeTakeFirst();
    expect(Number(expired.numUpdatedRows)).toBe(1);
    const res = await exchange(ticket, browser);
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
      expect([...location.searchParams.entries()]).toEqual([['authError', 'google_failed']]);
    } finally {
      await t.close();
    }
  });
});
