/**
 * The links of the account emails (decision 041): /verify-email?token=… and /reset-password?token=…. Read once
 * at boot, before anything else reads the address; the token is then taken out of it (so it stays out of the
 * history and of any Referer), and the address goes back to '/'.
 */
export type AccountLinkKind = 'verify-email' | 'reset-password';

export interface AccountLink {
  kind: AccountLinkKind;
  token: string;
}

const PATHS: Record<string, AccountLinkKind> = { '/verify-email': 'verify-email', '/reset-password': 'reset-password' };

/** The account link this page load opened, or null. */
export function readAccountLink(href: string): AccountLink | null {
  const url = new URL(href);
  const kind = PATHS[url.pathname.replace(/\/+$/, '')];
  const token = url.searchParams.get('token');
  if (!kind || !token) return null;
  return { kind, token };
}

/** Reads the account link of this page load and cleans the address; null when this load is not one. */
export function takeAccountLink(location: Location = window.location, history: History = window.history): AccountLink | null {
  const link = readAccountLink(location.href);
  if (link) history.replaceState(history.state, '', '/');
  return link;
}
