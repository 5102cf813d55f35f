/**
 * Who may add to the campus (decision 041): posting, commenting and registering for an event ask for an account
 * whose email is verified. An unverified account browses, likes, saves and reports like any other. The one rule
 * for every such write; the posts, comments and registrations services ask it before anything else.
 *
 * A suspended account (decision 044) browses but adds nothing: no post, comment, registration, like or report,
 * until its suspension ends; the refusal says until when.
 */
import { MESSAGES } from '../../../shared/messages.ts';
import type { Viewer } from '../../context.ts';
import { forbidden } from '../../lib/http-errors.ts';

/** A suspension's end while it is in force at `now`, else null. */
export const suspendedUntil = (until: string | null, now: string): string | null => (until !== null && until > now ? until : null);

/** Whether the account is suspended right now. */
export const isSuspended = (viewer: Viewer): boolean => suspendedUntil(viewer.suspendedUntil, new Date().toISOString()) !== null;

export const canContribute = (viewer: Viewer): boolean => viewer.emailVerified && !isSuspended(viewer);

/** Throws 403 with the suspension's end for a suspended account: likes and reports ask this one. */
export function assertNotSuspended(viewer: Viewer): void {
  if (isSuspended(viewer)) throw forbidden(MESSAGES.suspendedUntil(viewer.suspendedUntil ?? ''));
}

/** Throws 403: for a suspended account, until when; for one that has not verified its email, the ask to do so. */
export function assertMayContribute(viewer: Viewer): void {
  assertNotSuspended(viewer);
  if (!viewer.emailVerified) throw forbidden(MESSAGES.verifyEmailFirst);
}
