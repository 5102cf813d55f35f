/**
 * Who hears a change on the live stream: nobody hears more than they may read. A post that only its author
 * and admins may see (pending, hidden) reaches only them, and so do its likes and comments; a notification
 * or a calendar reaches its owner only; the reported posts' queue reaches admins only. A post that leaves
 * the public feeds (hidden, sent back to pending, removed) is named to everyone, so it disappears.
 */
import type { Change, PostVisibility } from '../../changes/change.ts';

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

function seesPost(listener: Listener | null, post: { authorId: string; visibility: PostVisibility }): boolean {
  return post.visibility === 'public' || (listener !== null && (listener.isAdmin || listener.id === post.authorId));
}

export function hears(listener: Listener | null, change: Change): boolean {
  switch (change.type) {
    case 'post':
      // A post that may have been public until now is named to everyone, so it leaves their feeds.
      if (change.action !== 'created') return true;
      // A blocked person's new post is not announced to the blocker; an anonymous one is, as to anyone (decision 043).
      if (!change.anonymous && listener?.blocked?.has(change.authorId)) return false;
      return seesPost(listener, change);
    case 'like':
    case 'comment':
      return seesPost(listener, change);
    case 'report':
      return listener?.isAdmin === true;
    case 'registration':
      return listener !== null && (listener.id === change.hostId || listener.id === change.userId);
    case 'door':
      return listener !== null && (listener.id === change.hostId || change.staffIds.includes(listener.id));
    case 'notification':
    case 'calendar':
      return listener?.id === change.userId;
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
