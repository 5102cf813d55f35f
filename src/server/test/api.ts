/** Small helpers for API tests through app.inject(). */
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { SessionUser } from '../../shared/schemas/auth.ts';

let counter = 0;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await app.inject({
    method,
    url,
    headers: { ...(options.token ? bearer(options.token) : {}), ...options.headers },
    ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}),
  });
  let json: unknown;
  try {
    json = response.json();
  } catch {
    json = undefined;
  }
  return { status: response.statusCode, headers: response.headers, json: json as Record<string, unknown>, raw: response };
}

/**
 * The token of the newest `kind` email queued to `to` (the outbox row is the message that will be sent), read
 * from its link (/verify-email, /reset-password) as the person who opens the email would.
 */
export async function emailedToken(app: FastifyInstance, to: string, kind: 'verify-email' | 'password-reset'): Promise<string> {
  const rows = await app.ctx.db
    .selectFrom('email_outbox')
    .select(['text_body', 'created_at'])
    .where('to_address', '=', to)
    .where('kind', '=', kind)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const path = kind === 'verify-email' ? '/verify-email' : '/reset-password';
  for (const row of rows) {
    const match = new RegExp(`${path}\\?token=([A-Za-z0-9_%-]+)`).exec(row.text_body);
    if (match?.[1]) return decodeURIComponent(match[1]);
  }
  throw new Error(`no ${kind} email to ${to}`);
}

/**
 * Signs a new user up through the API and answers the session user. The account verifies its email the way a
 * person does (the link of the email the sign-up queued), so it may post, comment and register; `verify: false`
 * leaves it unverified.
 */
export async function signUp(
  app: FastifyInstance,
  overrides: Partial<{ name: string; email: string; password: string }> = {},
  options: { verify?: boolean } = {},
): Promise<SessionUser & { password: string }> {
  counter += 1;
  const input = {
    name: `Test Student ${counter}`,
    email: `student${counter}.${Date.now()}@campus.test`,
    password: 'correct horse battery',
    ...overrides,
  };
  const res = await call(app, 'POST', '/api/auth/register', { body: input });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.json)}`);
  const user = res.json as unknown as SessionUser;
  if (options.verify === false) return { ...user, password: input.password };
  const token = await emailedToken(app, user.email, 'verify-email');
  const verified = await call(app, 'POST', '/api/auth/verify-email', { body: { token } });
  if (verified.status !== 200) throw new Error(`verify-email failed: ${verified.status} ${JSON.stringify(verified.json)}`);
  return { ...user, emailVerified: true, password: input.password };
}
