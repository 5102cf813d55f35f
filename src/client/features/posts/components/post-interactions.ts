import type { Post } from '../../../../shared/schemas/posts.ts';

/**
 * What a post card needs from the app around it. The posts feature never reads the session or opens the
 * post form itself: the screens (app/) pass these in.
 */
export interface PostInteractions {
  /** Whether someone is signed in (a visitor is offered Report, which asks them to log in). */
  signedIn: boolean;
  /** The signed-in student's id (decision 047: Block is not offered on their own things); absent for a visitor. */
  viewerId?: string | null;
  /**
   * Runs `action` for a signed-in user; for a visitor it opens the login modal instead (SPEC §6), saying `reason`,
   * and runs `action` once they sign in there (decision 080).
   */
  requireUser: (action: () => void, reason?: string) => void;
  /** Opens the post form on this post (SPEC §6: Edit). */
  onEdit: (post: Post) => void;
  /** Opens an event's detail view (SPEC §2). */
  onOpenEvent: (post: Post) => void;
}
