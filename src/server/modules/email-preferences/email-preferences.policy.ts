/**
 * Who may change which emails an account gets: the account itself (signed in, the route's access), or anyone
 * holding one of the account's unsubscribe links, for the one kind the link names, until it expires. Security
 * mail (verify-email, password-reset) cannot be turned off at all.
 */
import { isOptionalEmailKind, type OptionalEmailKind } from '../../../shared/email-kinds.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { badRequest, type HttpError, notFound } from '../../lib/http-errors.ts';

/** How long an unsubscribe link works: a semester's mail stays actionable (decision 042). */
export const UNSUBSCRIBE_TOKEN_TTL_MS = 180 * 24 * 60 * 60 * 1000;

export interface TokenFacts {
  kind: string;
  expires_at: string;
}

/** The kind a link may turn off, or why it may not (404 unknown, 400 expired or not an optional kind). */
export function unsubscribeGrant<T extends TokenFacts>(
  token: T | undefined,
  now: string,
): { token: T; kind: OptionalEmailKind } | { refusal: HttpError } {
  if (!token) return { refusal: notFound(MESSAGES.unsubscribeTokenInvalid) };
  if (token.expires_at <= now) return { refusal: badRequest(MESSAGES.unsubscribeTokenExpired) };
  if (!isOptionalEmailKind(token.kind)) return { refusal: badRequest(MESSAGES.unsubscribeTokenInvalid) };
  return { token, kind: token.kind };
}
