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

/** Signs a new user up through the API and answers the session user. */
export async function signUp(
  app: FastifyInstance,
  overrides: Partial<{ name: string; email: string; password: string }> = {},
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
  return { ...(res.json as unknown as SessionUser), password: input.password };
}
