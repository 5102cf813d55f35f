/**
 * Who may add to the campus (decision 041): posting, commenting and registering for an event ask for an account
 * whose email is verified. An unverified account browses, likes, saves and reports like any other. The one rule
 * for every such write; the posts, comments, registrations, likes and reports services ask it before anything else.
 *
 * The campus gate (decision 045): with ALLOWED_EMAIL_DOMAINS set, liking and reporting ask for a verified email
 * too, and every contribution asks for an email in those domains. An account made before the gate (or with an
 * address outside it) keeps reading.
 *
 * A suspended account (decision 044) browses but adds nothing: no post, comment, registration, like or report,
 * until its suspension ends; the refusal says until when.
 */
import { describeAddresses, emailInDomains } from '../../../shared/campus-domains.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import type { CampusConfig } from '../../config.ts';
import type { Viewer } from '../../context.ts';
import { forbidden } from '../../lib/http-errors.ts';

/** A suspension's end while it is in force at `now`, else null. */
export const suspendedUntil = (until: string | null, now: string): string | null => (until !== null && until > now ? until : null);

/** What a contribution is: 'react' (a like, a report) needs nothing beyond sign-in unless the campus gate is on. */
export type Contribution = 'add' | 'react';

/** Whether the campus gate is on: only addresses in ALLOWED_EMAIL_DOMAINS contribute. */
export const campusGated = (campus: CampusConfig): boolean => campus.allowedDomains.length > 0;

/** Whether the email may belong to a contributor: any when the gate is off. */
export const isCampusEmail = (campus: CampusConfig, email: string): boolean =>
  !campusGated(campus) || emailInDomains(email, campus.allowedDomains);

/** Whether the account is suspended right now. */
export const isSuspended = (viewer: Viewer): boolean => suspendedUntil(viewer.suspendedUntil, new Date().toISOString()) !== null;

/**
 * Whether what this account writes may reach other people (decision 067): false while it is suspended. The few
 * writes a suspended account may still make (editing or deleting its own posts, closing their comments, taking a
 * like back, its registrations and its events' registrations, the door) are saved and shown to itself, but tell
 * no one else: no email, notification, push or live-stream announcement. Each such write asks this at its call.
 */
export const reachesOthers = (viewer: Pick<Viewer, 'suspendedUntil'>): boolean =>
  suspendedUntil(viewer.suspendedUntil, new Date().toISOString()) === null;

/** Who hears the live stream's announcement of a write by `viewer`: as the change says, or only the account while it reaches no one. */
export const audienceOf = (viewer: Pick<Viewer, 'id' | 'suspendedUntil'>): { heardBy?: string } =>
  reachesOthers(viewer) ? {} : { heardBy: viewer.id };

/** Throws 403 with the suspension's end for a suspended account. */
export function assertNotSuspended(viewer: Viewer): void {
  if (isSuspended(viewer)) throw forbidden(MESSAGES.suspendedUntil(viewer.suspendedUntil ?? ''));
}

/**
 * Throws 403 with what is missing: for a suspended account, until when; a verified email (the message that asks
 * to verify it); or, with the campus gate on, an address in its domains (the message that names them).
 */
export function assertMayContribute(viewer: Viewer, campus: CampusConfig, kind: Contribution = 'add'): void {
  assertNotSuspended(viewer);
  const gated = campusGated(campus);
  if (gated && !emailInDomains(viewer.email, campus.allowedDomains)) {
    throw forbidden(MESSAGES.campusContributeOnly(describeAddresses(campus.allowedDomains)));
  }
  if ((kind === 'add' || gated) && !viewer.emailVerified) throw forbidden(MESSAGES.verifyEmailFirst);
}
