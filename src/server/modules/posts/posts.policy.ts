/**
 * Who may do what with a post (SPEC §6), as pure functions of the viewer and the post row.
 * Visibility choices: visitors and users see approved posts that are not hidden; an owner also sees their
 * own pending posts (status 'pending', so the form's submission shows up with a Pending badge) and their own
 * posts hidden by reports (in their profile); admins see everything, pending and hidden included. Whatever a
 * caller may not see answers 404, never 403.
 */
import { isEventType, type PostType } from '../../../shared/schemas/posts.ts';
import type { Viewer } from '../../context.ts';
import { fromFlag } from '../../database/values.ts';
import type { PostRow } from './posts.repository.ts';

type PostFacts = Pick<PostRow, 'user_id' | 'type' | 'status' | 'hidden'>;

/** Who reads: a viewer, or anyone with an id and a role (a live stream's listener). */
type Reader = Pick<Viewer, 'id' | 'isAdmin'>;

export const isOwner = (viewer: Reader | null, post: Pick<PostRow, 'user_id'>): boolean =>
  viewer !== null && viewer.id === post.user_id;

export function canView(viewer: Reader | null, post: Pick<PostFacts, 'user_id' | 'status' | 'hidden'>): boolean {
  if (viewer?.isAdmin) return true;
  if (fromFlag(post.hidden)) return isOwner(viewer, post);
  return post.status === 'approved' || isOwner(viewer, post);
}

/** Anyone signed in publishes Consights, events and cultural events; only admins publish news. */
export const canCreate = (viewer: Viewer, type: PostType): boolean => type !== 'news' || viewer.isAdmin;

/** Owners edit their events and cultural events; admins edit anything. */
export function canEdit(viewer: Viewer | null, post: PostFacts): boolean {
  if (!viewer) return false;
  return viewer.isAdmin || (isOwner(viewer, post) && isEventType(post.type as PostType));
}

export const canDelete = (viewer: Viewer | null, post: PostFacts): boolean =>
  viewer !== null && (viewer.isAdmin || isOwner(viewer, post));

/** Signed-in users report approved posts that are not their own; admins moderate instead of reporting. */
export const canReport = (viewer: Viewer | null, post: PostFacts): boolean =>
  viewer !== null && !viewer.isAdmin && !isOwner(viewer, post) && post.status === 'approved';

/**
 * The status a post gets when saved: Consights and news are published at once, events wait for an admin.
 * An owner's edit sends an event back to review; an admin's edit keeps the status (undefined: unchanged),
 * unless it changes where registrants pay of a live event: that is reviewed again whoever changed it.
 */
export function statusOnCreate(type: PostType): 'approved' | 'pending' {
  return isEventType(type) ? 'pending' : 'approved';
}

export function statusOnEdit(viewer: Viewer, post: PostFacts, paymentChanged: boolean): 'pending' | undefined {
  if (!isEventType(post.type as PostType)) return undefined;
  if (!viewer.isAdmin || paymentChanged) return 'pending';
  return undefined;
}

/** Its owner and admins close or open a post's comments (decision 047). */
export const canCloseComments = (viewer: Viewer | null, post: PostFacts): boolean =>
  viewer !== null && (viewer.isAdmin || isOwner(viewer, post));

export interface Abilities {
  canEdit: boolean;
  canDelete: boolean;
  canReport: boolean;
  /** The viewer wrote the post: how the author of an anonymous post knows it as theirs (decision 043). */
  postedByMe: boolean;
  canCloseComments: boolean;
}

/**
 * What the viewer may do with the post; `reportedByMe`: a second report would be refused, so it is not offered;
 * `editGranted`: the post's kind lets them edit it (an event's co-host, post-hooks.ts).
 */
export const abilitiesOf = (viewer: Viewer | null, post: PostFacts, reportedByMe = false, editGranted = false): Abilities => ({
  canEdit: canEdit(viewer, post) || editGranted,
  canDelete: canDelete(viewer, post),
  canReport: canReport(viewer, post) && !reportedByMe,
  postedByMe: isOwner(viewer, post),
  canCloseComments: canCloseComments(viewer, post),
});
