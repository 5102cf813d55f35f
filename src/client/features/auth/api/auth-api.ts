import { activeLocale } from '../../../../shared/i18n.ts';
import type { LoginInput, Me, RegisterInput, SessionUser } from '../../../../shared/schemas/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { schemas } from '../../../lib/schemas.ts';

export const authKeys = {
  all: ['auth'] as const,
  me: (userId: string) => ['auth', 'me', userId] as const,
};

/** POST /api/auth/login. Sent without a token (SPEC §7), so a 401 here is a wrong password, not a dead session. */
export function login(input: LoginInput): Promise<SessionUser> {
  return apiRequest('/auth/login', { method: 'POST', body: input, auth: false, schema: schemas.SessionUserSchema });
}

/** POST /api/auth/register, in the language the form is shown in: the account's emails are written in it (decision 055). */
export function register(input: RegisterInput): Promise<SessionUser> {
  return apiRequest('/auth/register', {
    method: 'POST',
    body: { ...input, locale: input.locale ?? activeLocale() },
    auth: false,
    schema: schemas.SessionUserSchema,
  });
}

/**
 * POST /api/auth/google/exchange: trades the one-time ticket of the Google redirect for a session. The browser
 * sends its Google sign-in cookie with it (same origin): a ticket is good only in the browser that began the flow.
 */
export function exchangeGoogleTicket(token: string): Promise<SessionUser> {
  return apiRequest('/auth/google/exchange', {
    method: 'POST',
    body: { token },
    auth: false,
    schema: schemas.SessionUserSchema,
  });
}

/** POST /api/auth/logout: revokes the token. A dead token already means logged out, so no forced reload. */
export async function logout(): Promise<void> {
  await apiRequest('/auth/logout', { method: 'POST', forceLogoutOn401: false, schema: schemas.OkSchema });
}

/**
 * POST /api/auth/logout for a session that is not the stored one (a Google sign-in the user chose not to
 * switch to). Best effort: its failure leaves a session nobody holds, which expires.
 */
export async function revokeSession(token: string): Promise<void> {
  await fetch('/api/auth/logout', {
    method: 'POST',
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    credentials: 'same-origin',
  });
}

/** GET /api/auth/me: a 401 here triggers SPEC §4's forced logout in the API client. */
export function fetchMe(signal?: AbortSignal): Promise<Me> {
  return apiRequest('/auth/me', { schema: schemas.MeSchema, signal });
}

/** POST /api/auth/verify-email: the token of the link in the verify-email message. */
export async function verifyEmail(token: string): Promise<void> {
  await apiRequest('/auth/verify-email', { method: 'POST', body: { token }, auth: false, schema: schemas.OkSchema });
}

/** POST /api/auth/verify-email/resend: a new link for the signed-in, unverified account. */
export async function resendVerification(): Promise<void> {
  await apiRequest('/auth/verify-email/resend', { method: 'POST', schema: schemas.OkSchema });
}

/** POST /api/auth/password-reset: answers the same text whether or not an account has this email. */
export async function requestPasswordReset(email: string): Promise<string> {
  const answer = await apiRequest('/auth/password-reset', { method: 'POST', body: { email }, auth: false, schema: schemas.AcceptedSchema });
  return answer.message;
}

/** POST /api/auth/password-reset/confirm: the reset link's token and the new password. */
export async function confirmPasswordReset(token: string, password: string): Promise<void> {
  await apiRequest('/auth/password-reset/confirm', {
    method: 'POST',
    body: { token, password },
    auth: false,
    schema: schemas.OkSchema,
  });
}
