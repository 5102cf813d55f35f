/**
 * Google sign-in behind the campus gate (decision 045), against a real OpenID provider: an account outside
 * ALLOWED_EMAIL_DOMAINS is refused, and so is one whose Workspace domain (`hd`) is not a campus one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleSignIn } from '../../test/google-sign-in.ts';
import { startOidcProvider, type TestOidcProvider } from '../../test/oidc-provider.ts';
import { createTestApp, dialectName, type TestApp } from '../../test/test-app.ts';
import { isCampusGoogleAccount } from './google.ts';

const PUBLIC_URL = 'http://127.0.0.1:3998';

const ACCOUNTS = {
  priya: { email: 'Priya@IITB.ac.in', email_verified: true, name: 'Priya', hd: 'iitb.ac.in' },
  dev: { email: 'dev@cse.iitb.ac.in', email_verified: true, name: 'Dev' },
  gmail: { email: 'someone@gmail.com', email_verified: true, name: 'Someone' },
  // A campus address whose Workspace is another organisation's: Google says so, and Quad believes Google.
  borrowed: { email: 'guest@iitb.ac.in', email_verified: true, name: 'Guest', hd: 'example.org' },
};

let provider: TestOidcProvider;
let app: TestApp;
beforeAll(async () => {
  provider = await startOidcProvider({ redirectUri: `${PUBLIC_URL}/api/auth/google/callback`, accounts: ACCOUNTS });
  app = await createTestApp({
    env: {
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
      OIDC_ISSUER: provider.issuer,
      PUBLIC_URL,
      ALLOWED_EMAIL_DOMAINS: 'iitb.ac.in,*.iitb.ac.in',
    },
  });
});
afterAll(async () => {
  await app?.close();
  await provider?.close();
});

const usersWithEmail = (email: string) => app.database.db.selectFrom('users').select('id').where('email', '=', email).execute();

describe(`Google sign-in behind the campus gate (${dialectName})`, () => {
  it('signs in a campus account, with or without hd, on the domain or a subdomain', async () => {
    for (const login of ['priya', 'dev']) {
      const { session, location } = await googleSignIn(app.app, provider, login);
      expect(location.searchParams.get('authError')).toBeNull();
      expect(session?.email).toBe(ACCOUNTS[login as 'priya' | 'dev'].email.toLowerCase());
    }
  });

  it('refuses an account outside the domains with its code, and creates no user', async () => {
    const { session, location } = await googleSignIn(app.app, provider, 'gmail');
    expect(session).toBeNull();
    expect(location.searchParams.get('authError')).toBe('google_outside_campus');
    expect(await usersWithEmail('someone@gmail.com')).toEqual([]);
  });

  it('refuses a campus address whose hd names another domain', async () => {
    const { session, location } = await googleSignIn(app.app, provider, 'borrowed');
    expect(session).toBeNull();
    expect(location.searchParams.get('authError')).toBe('google_outside_campus');
    expect(await usersWithEmail('guest@iitb.ac.in')).toEqual([]);
  });
});

describe('the campus rule for Google claims', () => {
  const campus = { allowedDomains: [{ domain: 'iitb.ac.in', subdomains: false }], private: false };
  it('takes any account when the gate is off', () => {
    expect(isCampusGoogleAccount({ allowedDomains: [], private: false }, 'a@gmail.com', 'gmail.com')).toBe(true);
  });
  it('wants the email in the domains, and hd too when Google gives one', () => {
    expect(isCampusGoogleAccount(campus, 'a@iitb.ac.in', undefined)).toBe(true);
    expect(isCampusGoogleAccount(campus, 'a@iitb.ac.in', 'IITB.ac.in')).toBe(true);
    expect(isCampusGoogleAccount(campus, 'a@iitb.ac.in', 'example.org')).toBe(false);
    expect(isCampusGoogleAccount(campus, 'a@iitb.ac.in', '')).toBe(false);
    expect(isCampusGoogleAccount(campus, 'a@gmail.com', 'iitb.ac.in')).toBe(false);
  });
});
