/** The query parameters of the Google sign-in redirect (SPEC §2): `/?id=..&name=..&token=..&admin=..`. */
const REDIRECT_PARAMS = ['id', 'name', 'email', 'avatar', 'token', 'admin'] as const;

/**
 * Reads the one-time ticket that the Google redirect carries and cleans the address of the redirect's
 * parameters (keeping the path and any other parameter). Returns null when this is not such a return.
 */
export function takeGoogleTicket(location: Location = window.location, history: History = window.history): string | null {
  const url = new URL(location.href);
  const ticket = url.searchParams.get('token');
  if (!ticket) return null;
  for (const name of REDIRECT_PARAMS) url.searchParams.delete(name);
  const search = url.searchParams.toString();
  history.replaceState(history.state, '', `${url.pathname}${search ? `?${search}` : ''}${url.hash}`);
  return ticket;
}

/**
 * A failed Google sign-in returns to `/?authError=<message>`: reads the message and cleans the address.
 * The message comes from our server; it is shown as text, never as markup.
 */
export function takeGoogleError(location: Location = window.location, history: History = window.history): string | null {
  const url = new URL(location.href);
  const message = url.searchParams.get('authError');
  if (message === null) return null;
  url.searchParams.delete('authError');
  const search = url.searchParams.toString();
  history.replaceState(history.state, '', `${url.pathname}${search ? `?${search}` : ''}${url.hash}`);
  return message.slice(0, 300) || null;
}
