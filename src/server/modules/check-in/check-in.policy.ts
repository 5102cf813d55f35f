/**
 * Who may work an event's door and manage it (decision 052), as pure functions of the viewer, the event row
 * and whether the viewer's email is on the event's staff list. What the caller may not see is 404 first.
 */
import { MESSAGES } from '../../../shared/messages.ts';
import { isEventType, type PostType } from '../../../shared/schemas/posts.ts';
import type { Viewer } from '../../context.ts';
import { HttpError } from '../../lib/http-errors.ts';
import * as posts from '../posts/posts.policy.ts';
import type { PostRow } from '../posts/posts.service.ts';

type EventFacts = Pick<PostRow, 'user_id' | 'type' | 'status' | 'hidden'>;

/** The event's host, or an admin: they manage the staff list, read the log, and work the door. */
export const isHost = (viewer: Viewer, post: EventFacts): boolean => viewer.isAdmin || posts.isOwner(viewer, post);

/** The staff list holds emails in lower case: the viewer's, as it would be listed. */
export const staffEmailOf = (viewer: Viewer): string => viewer.email.trim().toLowerCase();

/** Why the viewer may not manage this event's staff or read its log, or null. */
export function hostRefusal(viewer: Viewer, post: EventFacts | undefined, forbidden: string): HttpError | null {
  if (!post || !isEventType(post.type as PostType)) return new HttpError(404, MESSAGES.eventNotFound);
  if (isHost(viewer, post)) return null;
  return posts.canView(viewer, post) ? new HttpError(403, forbidden) : new HttpError(404, MESSAGES.eventNotFound);
}

/**
 * Why the viewer may not work this event's door, or null: the host and admins may; door staff may when the
 * verified email of their account is on the list. Staff see the door of an event others cannot see (pending or
 * hidden): the host chose them.
 */
export function doorRefusal(viewer: Viewer, post: EventFacts | undefined, listed: boolean): HttpError | null {
  if (!post || !isEventType(post.type as PostType)) return new HttpError(404, MESSAGES.eventNotFound);
  if (isHost(viewer, post)) return null;
  if (listed) return viewer.emailVerified ? null : new HttpError(403, MESSAGES.doorVerifyEmail);
  return posts.canView(viewer, post) ? new HttpError(403, MESSAGES.doorForbidden) : new HttpError(404, MESSAGES.eventNotFound);
}

/** Only the host and admins read the log; staff undo check-ins at the door. */
export const canReadLog = isHost;
