/**
 * Who hears a change on the live stream: nobody hears more than they may read. A post's change, whatever its
 * action, reaches whoever may read the post now or could before it (the post read's own rule, posts.policy's
 * canView, and a block's, blocks.service's hidesPost): a pending or hidden post's creation, edits and removal
 * reach only its author and the reviewers, its approval everyone, and a post that leaves the public feeds
 * (hidden, sent back to pending, removed) is named to those who saw it, so it disappears. A post's likes and
 * comments reach whoever may read it now; a notification or a calendar reaches its owner only; the reported
 * posts' queue reaches the reviewers only. A suspended account's writes reach no one else (decision 067).
 */
import type { Change, PostVisibility } from '../../changes/change.ts';
import { hidesPost } from '../blocks/blocks.service.ts';
import { canView } from '../posts/posts.policy.ts';
import { managesById } from '../events/host-authority.ts';

/** The listener: a visitor (null), or a signed-in person as the stream last read them. */
export interface Listener {
  id: string;
  /** Reviews posts: an admin, or a moderator (decision 044), who hear the queues' changes and see what waits in them. */
  isAdmin: boolean;
  /** The people this listener blocked (decision 047): their new posts are not announced to them. */
  blocked?: ReadonlySet<string> | null;
}

/** The listener a signed-in viewer is on the stream. */
export const listenerOf = (viewer: { id: string; isAdmin: boolean; isModerator: boolean }): Listener => ({
  id: viewer.id,
  isAdmin: viewer.isAdmin || viewer.isModerator,
});

/** The facts of a post's row that its visibility stands for, as the post read weighs them. */
const ROW_OF: Record<PostVisibility, { status: string; hidden: number }> = {
  public: { status: 'approved', hidden: 0 },
  pending: { status: 'pending', hidden: 0 },
  hidden: { status: 'approved', hidden: 1 },
};

/** Whether the listener may read a post of this visibility (a reviewer reads the queues' posts, decision 044). */
function seesPost(listener: Listener | null, post: { authorId: string; visibility: PostVisibility }): boolean {
  return canView(listener, { user_id: post.authorId, ...ROW_OF[post.visibility] });
}

/**
 * Whether the listener may read the post a change names, now or before it: by its visibility, and not when
 * they blocked its author (an anonymous post's never is hidden so, decision 043; a reviewer's duty reads it).
 */
function readsPost(listener: Listener | null, change: Extract<Change, { type: 'post' }>): boolean {
  const blocked = listener && !listener.isAdmin ? (listener.blocked ?? null) : null;
  if (hidesPost(blocked, { user_id: change.authorId, anonymous: change.anonymous ? 1 : 0 })) return false;
  return seesPost(listener, change) || (change.was !== undefined && seesPost(listener, { authorId: change.authorId, visibility: change.was }));
}

export function hears(listener: Listener | null, change: Change): boolean {
  // A suspended account's write is announced to itself only; a post's, to the reviewers too (decision 067).
  if ('heardBy' in change && change.heardBy !== undefined) {
    if (listener?.id !== change.heardBy && !(change.type === 'post' && listener?.isAdmin === true)) return false;
  }
  switch (change.type) {
    case 'post':
      return readsPost(listener, change);
    case 'like':
    case 'comment':
      return seesPost(listener, change);
    case 'report':
      return listener?.isAdmin === true;
    case 'registration':
      // The event's managers (its host authority, decision 071) and the registrant.
      return listener !== null && (managesById(listener.id, change) || listener.id === change.userId);
    case 'door':
      return listener !== null && (managesById(listener.id, { hostId: change.hostId, cohostIds: change.staffIds }));
    case 'notification':
    case 'calendar':
      return listener?.id === change.userId;
    // Club pages and lists are public, and a club's change names no person.
    case 'club':
    case 'unknown':
      return true;
    case 'user':
    case 'sessions':
    case 'outbox':
    case 'push':
    case 'word-filters':
      return false;
  }
}
