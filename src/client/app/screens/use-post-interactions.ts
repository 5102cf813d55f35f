import { useMemo } from 'react';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import type { PostInteractions } from '../../features/posts/components/post-interactions.ts';
import { useLikedPostsSync } from '../../features/posts/hooks/use-like-toggle.ts';
import { useComposer } from '../composer-context.ts';
import { useEventNavigation } from '../event-navigation.ts';

/**
 * Wires the post cards to the session (log in first), the post form (Edit) and the event detail view, and keeps the signed-in
 * user's liked set in storage (SPEC §4).
 */
export function usePostInteractions(): PostInteractions {
  const { user, requireUser } = useSession();
  const composer = useComposer();
  const events = useEventNavigation();
  useLikedPostsSync(user?._id ?? null);
  return useMemo(
    () => ({
      signedIn: user !== null,
      viewerId: user?._id ?? null,
      requireUser: (action: () => void, reason?: string) => {
        requireUser(() => action(), reason);
      },
      onEdit: (post) => composer.open(post),
      onOpenEvent: (post) => events.open(post._id),
    }),
    [user, requireUser, composer, events],
  );
}
