/**
 * What an admin may do to a post (SPEC §4, §6): approve or reject only events and cultural events that are
 * waiting (and posts of any type the word filter held, decision 046), dismiss only open reports. Route access ('admin') is checked before any of this runs.
 */
import { MESSAGES } from '../../../shared/messages.ts';
import { isEventType, type PostType } from '../../../shared/schemas/posts.ts';
import { fromFlag } from '../../database/values.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { PostRow } from '../../database/post-rows.ts';
import type { Viewer } from '../../context.ts';

/**
 * Why this post cannot be approved or rejected, or null. `reviewed` holds the versions the admin named (by
 * `?version=` or If-Match), or is null when they named none (SPEC §7's call: the event as it stands). When named,
 * the admin decides a version they reviewed: a post edited since (a newer version) waits for them to review it again.
 */
export function reviewRefusal(post: Pick<PostRow, 'type' | 'status' | 'version' | 'held'> | undefined, reviewed: readonly number[] | null): HttpError | null {
  if (!post) return new HttpError(404, MESSAGES.postNotFound);
  // A post of any type the word filter held is reviewed like an event (decision 046).
  if (!isEventType(post.type as PostType) && !fromFlag(post.held)) return new HttpError(400, MESSAGES.notAnEvent);
  if (post.status !== 'pending') return new HttpError(409, MESSAGES.notPending);
  if (reviewed !== null && !reviewed.includes(Number(post.version))) return new HttpError(409, MESSAGES.eventChangedSinceReview);
  return null;
}

/** What decides a moderator's act on a post, besides the role (decision 067). */
export interface ModeratedPost {
  type: string;
  user_id: string;
  flagged: number;
  /** Open reports on it now. */
  openReports: number;
  /** Whether its author is an admin now. */
  authorIsAdmin: boolean;
}

/** News and an admin's posts are the admins' to decide (their reports are listed for the admins, decision 028). */
const admins = (post: ModeratedPost): boolean => post.type === 'news' || post.authorIsAdmin;

/**
 * Why this viewer may not remove this post through moderation, or null. An admin removes any post (SPEC §7); a
 * moderator only one in their queue (open reports or the word filter's flag, decision 044) that is not news
 * nor an admin's.
 */
export function removalRefusal(viewer: Viewer, post: ModeratedPost): HttpError | null {
  if (viewer.isAdmin) return null;
  if (admins(post)) return new HttpError(403, MESSAGES.moderatorLeavesAdminPosts);
  if (post.openReports === 0 && !fromFlag(post.flagged)) return new HttpError(403, MESSAGES.moderatorRemovesReportedOnly);
  return null;
}

/** Why this viewer may not keep this post (dismiss its reports), or null: a moderator never on news, an admin's post or their own. */
export function dismissalRefusal(viewer: Viewer, post: ModeratedPost): HttpError | null {
  if (viewer.isAdmin) return null;
  if (admins(post)) return new HttpError(403, MESSAGES.moderatorLeavesAdminPosts);
  if (post.user_id === viewer.id) return new HttpError(403, MESSAGES.moderatorOwnPostReports);
  return null;
}
