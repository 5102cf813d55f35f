/**
 * Who may add to the campus (decision 041): posting, commenting and registering for an event ask for an account
 * whose email is verified. An unverified account browses, likes, saves and reports like any other. The one rule
 * for every such write; the posts, comments and registrations services ask it before anything else.
 */
import { MESSAGES } from '../../../shared/messages.ts';
import type { Viewer } from '../../context.ts';
import { forbidden } from '../../lib/http-errors.ts';

export const canContribute = (viewer: Viewer): boolean => viewer.emailVerified;

/** Throws 403 with the message that asks to verify the email, for an account that has not. */
export function assertMayContribute(viewer: Viewer): void {
  if (!canContribute(viewer)) throw forbidden(MESSAGES.verifyEmailFirst);
}
