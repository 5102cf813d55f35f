/**
 * Who may register for an event, and who may export its registrations (SPEC §4, §6), as pure functions of
 * the viewer, the event row and the time. Visibility comes first: what the caller may not see is 404.
 */
import { MESSAGES } from '../../../shared/messages.ts';
import { isEventType, type PostType } from '../../../shared/schemas/posts.ts';
import type { Viewer } from '../../context.ts';
import { fromFlag } from '../../database/values.ts';
import { HttpError } from '../../lib/http-errors.ts';
import * as posts from '../posts/posts.policy.ts';
import type { PostRow } from '../../database/post-rows.ts';

type EventFacts = Pick<
  PostRow,
  'user_id' | 'type' | 'status' | 'hidden' | 'enable_registration_form' | 'registration_open' | 'event_start_date'
>;

/** An event the caller may see at all (any status they may see), else null. */
export const isVisibleEvent = (viewer: Viewer | null, post: EventFacts | undefined): post is EventFacts =>
  post !== undefined && isEventType(post.type as PostType) && posts.canView(viewer, post);

/**
 * Why the viewer may not register for this event now, or null. Only approved, visible events that take
 * in-app registrations, are open, and have not started yet.
 */
export function registrationRefusal(viewer: Viewer, post: EventFacts | undefined, now: string): HttpError | null {
  if (!isVisibleEvent(viewer, post) || post.status !== 'approved' || fromFlag(post.hidden)) {
    return new HttpError(404, MESSAGES.eventNotFound);
  }
  if (!fromFlag(post.enable_registration_form)) return new HttpError(400, MESSAGES.noInAppRegistration);
  if (!fromFlag(post.registration_open)) return new HttpError(409, MESSAGES.registrationClosed);
  if (!post.event_start_date || post.event_start_date <= now) return new HttpError(409, MESSAGES.eventEnded);
  return null;
}
