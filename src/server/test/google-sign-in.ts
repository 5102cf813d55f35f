/** Google sign-in as a browser does it in API tests: Quad → the test OpenID provider → Quad's callback. */
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../shared/schemas/auth.ts';
import { call } from './api.ts';
import type { TestOidcProvider } from './oidc-provider.ts';

export interface GoogleReturn {
  /** Where the callback sent the browser (a path on Quad, with the ticket or `authError`). */
  location: URL;
  /** The session the client gets by exchanging the redirect's one-time ticket, or null if there was none. */
  session: SessionUser | null;
}

/** Signs `login` (an account of the test provider) in to `app` with Google, and exchanges the ticket. */
export async function googleSignIn(app: FastifyInstance, provider: TestOidcProvider, login: string): Promise<GoogleReturn> {
  const start = await app.inject({ method: 'GET', url: '/api/auth/google' });
  if (start.statusCode !== 302) throw new Error(`google start: ${start.statusCode} ${start.body}`);
  // The browser keeps the flow's cookie and sends it back on the callback and the exchange.
  const cookie = /^(quad_google=[A-Za-z0-9_-]+);/.exec(String(start.headers['set-cookie'] ?? ''))?.[1];
  if (!cookie) throw new Error('google start: no sign-in cookie');
  const headers = { cookie };
  const back = await provider.signIn(String(start.headers.location), login);
  const res = await app.inject({ method: 'GET', url: `/api/auth/google/callback${back.search}`, headers });
  if (res.statusCode !== 302) throw new Error(`google callback: ${res.statusCode} ${res.body}`);
  const location = new URL(String(res.headers.location), 'http://quad.invalid');
  const ticket = location.searchParams.get('token') ?? new URLSearchParams(location.hash.slice(1)).get('token');
  if (!ticket) return { location, session: null };
  const exchanged = await call(app, 'POST', '/api/auth/google/exchange', { body: { token: ticket }, headers });
  if (exchanged.status !== 200) throw new Error(`google exchange: ${exchanged.status} ${JSON.stringify(exchanged.json)}`);
  return { location, session: exchanged.json as unknown as SessionUser };
}
