import { isGoogleErrorCode, type GoogleErrorCode } from '../../../../shared/google-sign-in.ts';
import { MESSAGES } from '../../../../shared/messages.ts';

/**
 * The query parameters of the Google sign-in redirect (SPEC §2). Only `token`, the one-time ticket, is read; the
 * others are cleaned unread, since anyone can write an address.
 */
const REDIRECT_PARAMS = ['id', 'name', 'email', 'avatar', 'token', 'admin'] as const;

function cleanAddress(names: readonly string[], location: Location, history: History): URL {
  const url = new URL(location.href);
  for (const name of names) url.searchParams.delete(name);
  const search = url.searchParams.toString();
  history.replaceState(history.state, '', `${url.pathname}${search ? `?${search}` : ''}${url.hash}`);
  return url;
}

/**
 * Reads the one-time ticket that the Google redirect carries and cleans the address of the redirect's
 * parameters (keeping the path and any other parameter). Returns null when this is not such a return. Nothing
 * else in the address is trusted: who signed in is the answer of the ticket's exchange.
 */
export function takeGoogleTicket(location: Location = window.location, history: History = window.history): string | null {
  const ticket = new URL(location.href).searchParams.get('token');
  if (!ticket) return null;
  cleanAddress(REDIRECT_PARAMS, location, history);
  return ticket;
}

/** The message of each code a failed Google sign-in returns with; written out, so the bundle keeps only these. */
const ERROR_MESSAGES: Record<GoogleErrorCode, string> = {
  google_failed: MESSAGES.googleFailed,
  google_unverified: MESSAGES.googleUnverified,
  google_not_configured: MESSAGES.googleNotConfigured,
  google_outside_campus: MESSAGES.campusGoogleOnly,
};

/**
 * A failed Google sign-in returns to `/?authError=<code>`: answers the message of a known code and cleans the
 * address. An unknown code or any other text is ignored (cleaned, never shown): anyone can write an address.
 */
export function takeGoogleError(location: Location = window.location, history: History = window.history): string | null {
  const code = new URL(location.href).searchParams.get('authError');
  if (code === null) return null;
  cleanAddress(['authError'], location, history);
  return isGoogleErrorCode(code) ? ERROR_MESSAGES[code] : null;
}
