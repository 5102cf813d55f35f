/**
 * A real OpenID Connect provider (oidc-provider) on a loopback port, for tests of the Google sign-in
 * flow, and a tiny scripted "browser" that logs in through its development login and consent forms.
 * Nothing is mocked: the app discovers the provider, exchanges codes with PKCE and reads userinfo.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
// Before oidc-provider: it announces its quick-start settings as it loads (see quiet-oidc-provider.ts).
import './quiet-oidc-provider.ts';
import Provider from 'oidc-provider';

/** What the provider says about an account (the `sub` is always the login name). */
export interface TestAccountClaims {
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
  /** Google's Workspace domain of the account. */
  hd?: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Login name (typed into the login form) → claims. Tests may add accounts at any time. */
  accounts: Map<string, TestAccountClaims>;
  /**
   * Plays the browser: opens the authorization URL, logs in as `login` (any password), consents, and
   * answers the address the provider sends the browser back to (the redirect URI, with code and state).
   */
  signIn(authorizationUrl: string, login: string): Promise<URL>;
  close(): Promise<void>;
}

export async function startOidcProvider(options: {
  redirectUri: string;
  accounts?: Record<string, TestAccountClaims>;
  clientId?: string;
  clientSecret?: string;
}): Promise<TestOidcProvider> {
  const clientId = options.clientId ?? 'quad-test-client';
  const clientSecret = options.clientSecret ?? 'quad-test-client-secret-0123456789abcdef';
  const accounts = new Map(Object.entries(options.accounts ?? {}));

  // The issuer carries the port: listen first, then hand the server's requests to the provider.
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // openid-client sends the secret in the body unless told otherwise (Google accepts both).
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture', 'hd'] },
    cookies: { keys: ['quad-test-cookie-key'] },
    // Explicit lifetimes, so the provider does not print a notice for each default it falls back to.
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    findAccount: (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: () => ({ sub: id, ...accounts.get(id) }),
    }),
  });
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    redirectUri: options.redirectUri,
    accounts,
    signIn: (authorizationUrl, login) => browse(authorizationUrl, login, options.redirectUri),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** Just enough of a cookie jar for one browser: name, value and path; no domains (one host). */
class CookieJar {
  private readonly cookies = new Map<string, { value: string; path: string }>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq < 1) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      let path = '/';
      let expired = false;
      for (const attribute of attributes) {
        const [key = '', v = ''] = attribute.split('=').map((s) => s.trim());
        if (/^path$/i.test(key)) path = v || '/';
        if (/^max-age$/i.test(key) && Number(v) <= 0) expired = true;
        if (/^expires$/i.test(key) && Date.parse(v) <= Date.now()) expired = true;
      }
      const key = `${name}\u0000${path}`;
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, { value, path });
    }
  }

  header(url: URL): string {
    const matches = (path: string) =>
      url.pathname === path || url.pathname.startsWith(path.endsWith('/') ? path : `${path}/`);
    return [...this.cookies.entries()]
      .filter(([, c]) => matches(c.path))
      .map(([key, c]) => `${key.split('\u0000')[0]}=${c.value}`)
      .join('; ');
  }
}

const decodeHtml = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const attribute = (tag: string, name: string) => {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match ? decodeHtml(match[1] ?? '') : undefined;
};

/** The first form of a page: where it posts, and its fields filled in (login form: login + password). */
function fillForm(html: string, base: URL, login: string): { action: URL; body: URLSearchParams } | undefined {
  const form = /<form\b[^>]*>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) return undefined;
  const action = attribute(form[0].slice(0, form[0].indexOf('>') + 1), 'action') ?? base.href;
  const body = new URLSearchParams();
  for (const [input] of (form[1] ?? '').matchAll(/<input\b[^>]*>/gi)) {
    const name = attribute(input, 'name');
    if (!name) continue;
    if (name === 'login') body.set(name, login);
    else if (name === 'password') body.set(name, 'any password');
    else body.set(name, attribute(input, 'value') ?? '');
  }
  return { action: new URL(action, base), body };
}

async function browse(authorizationUrl: string, login: string, redirectUri: string): Promise<URL> {
  const jar = new CookieJar();
  let url = new URL(authorizationUrl);
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 20; step += 1) {
    if (url.href.startsWith(`${redirectUri}?`) || url.href === redirectUri) return url;
    const cookie = jar.header(url);
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: form.toString() } : {}),
    });
    jar.store(response);
    form = undefined;
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      url = new URL(location, url);
      continue;
    }
    const html = await response.text();
    const next = response.status === 200 ? fillForm(html, url, login) : undefined;
    if (!next) throw new Error(`the provider answered ${response.status} at ${url.href}: ${html.slice(0, 2000)}`);
    url = next.action;
    form = next.body;
  }
  throw new Error('the sign-in at the provider did not come back to the redirect URI');
}
