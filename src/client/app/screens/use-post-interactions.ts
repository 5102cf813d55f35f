import { useMemo } from 'react';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import type { PostInteractions } from '../../features/posts/components/post-interactions.ts';
import { useLikedPostsSync } from '../../features/posts/hooks/use-like-toggle.ts';
import { useComposer } from '../composer-context.ts';

/**
 * Wires the post cards to the session (log in first) and the post form (Edit), and keeps the signed-in
 * user's liked set in storage (SPEC §4).
 */
export function usePostInteractions(): PostInteractions {
  const { user, requireUser } = useSession();
  const composer = useComposer();
  useLikedPostsSync(user?._id ?? null);
  return useMemo(
    () => ({
      signedIn: user !== null,
      requireUser: (action: () => void) => {
        requireUser(() => action());
      },
      onEdit: (post) => composer.open(post),
    }),
    [user, requireUser, composer],
  );
}
