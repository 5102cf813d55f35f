/**
 * What an admin may do to a post (SPEC §4, §6): approve or reject only events and cultural events that are
 * waiting (and posts of any type the word filter held, decision 046), dismiss only open reports. Route access ('admin') is checked before any of this runs.
 */
import { MESSAGES } from '../../../shared/messages.ts';
import { isEventType, type PostType } from '../../../shared/schemas/posts.ts';
import { fromFlag } from '../../database/values.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { PostRow } from '../posts/posts.service.ts';

/**
 * Why this post cannot be approved or rejected, or null. The admin decides the version they reviewed: a post
 * edited since (a newer version) waits for them to review it again.
 */
export function reviewRefusal(post: Pick<PostRow, 'type' | 'status' | 'version' | 'held'> | undefined, reviewed: number): HttpError | null {
  if (!post) return new HttpError(404, MESSAGES.postNotFound);
  // A post of any type the word filter held is reviewed like an event (decision 046).
  if (!isEventType(post.type as PostType) && !fromFlag(post.held)) return new HttpError(400, MESSAGES.notAnEvent);
  if (post.status !== 'pending') return new HttpError(409, MESSAGES.notPending);
  if (Number(post.version) !== reviewed) return new HttpError(409, MESSAGES.eventChangedSinceReview);
  return null;
}
