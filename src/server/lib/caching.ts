import type { Access, Freshness } from '../context.ts';

export type { Freshness } from '../context.ts';

export interface CachingQuestion {
  /** The route's access rule, or 'secret-link': open to anyone, but the address itself is the key. */
  access: Access | 'secret-link';
  /** PRIVATE_CAMPUS=on. */
  privateCampus: boolean;
  /** Whether a private campus closes this route to visitors (plugins/private-campus.ts); the client's files stay open. */
  closedOnPrivateCampus: boolean;
  /**
   * Whether the answer depends on who asks: 'anyone' (the same bytes for every reader), 'visitor' (a visitor's
   * answer, where a signed-in caller gets another), 'caller' (the caller's own: asked with credentials, or a write).
   */
  viewer: 'anyone' | 'visitor' | 'caller';
  freshness: Freshness;
}

export interface Caching {
  cacheControl: string;
  /** The request headers the answer depends on, or null. The session travels as a bearer token, never a cookie. */
  vary: string | null;
}

const YEAR_SECONDS = 31_536_000;

function keeping(freshness: Exclude<Freshness, 'never'>): string {
  if (freshness === 'immutable') return `max-age=${YEAR_SECONDS}, immutable`;
  if (freshness === 'revalidate') return 'no-cache';
  return `max-age=${Math.max(0, Math.floor(freshness.maxAgeSeconds))}`;
}

/**
 * The one rule for Cache-Control and Vary (decision 069). The caller's own answers are never stored (nothing of
 * a student's stays on a shared computer's disk). An answer that needs a sign-in (a signed-in route, or any
 * closed route on a private campus) is `private` and varies with Authorization, so no shared cache keeps it and
 * a browser does not hand one account's copy to another; so is a visitor's answer that a signed-in caller would
 * get otherwise. A secret link's answer is `private` (the key is the address, so nothing to vary on). Only an
 * answer that anyone may read and that is the same for every reader is `public`.
 */
export function cachingOf(question: CachingQuestion): Caching {
  const { access, freshness, viewer } = question;
  if (freshness === 'never' || viewer === 'caller') return { cacheControl: 'no-store', vary: null };
  const keep = keeping(freshness);
  if (access === 'secret-link') return { cacheControl: `private, ${keep}`, vary: null };
  const needsSignIn = access !== 'public' || (question.privateCampus && question.closedOnPrivateCampus);
  if (needsSignIn || viewer === 'visitor') return { cacheControl: `private, ${keep}`, vary: 'Authorization' };
  // `no-cache` alone already lets any cache keep it; the word `public` is for answers kept for a while.
  return { cacheControl: freshness === 'revalidate' ? keep : `public, ${keep}`, vary: null };
}
