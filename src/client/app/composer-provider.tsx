import { lazy, Suspense, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { Post } from '../../shared/schemas/posts.ts';
import { useSession } from '../features/auth/hooks/use-session.ts';
import { NewPostsContext } from '../features/posts/lib/new-posts.ts';
import { ComposerContext } from './composer-context.ts';
import type { Composer } from './composer-context.ts';

/** The post form (and zod with its rules) loads when someone opens it. */
const PostFormModal = lazy(() =>
  import('../features/compose/components/post-form-modal.tsx').then((m) => ({ default: m.PostFormModal })),
);

interface ComposerState {
  /** Each opening gets a fresh form. */
  key: number;
  post: Post | undefined;
}

/** Hosts the post form (Add and Edit) for the signed-in user; `useComposer().open(post?)` opens it. Inside LiveProvider. */
export function ComposerProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const [state, setState] = useState<ComposerState | null>(null);
  // The form refreshes the feeds itself: the live stream's word of this post is not news to its author here.
  const newPosts = useContext(NewPostsContext);
  const composer = useMemo<Composer>(
    () => ({ open: (post?: Post) => setState((current) => ({ key: (current?.key ?? 0) + 1, post })) }),
    [],
  );

  return (
    <ComposerContext value={composer}>
      {children}
      {user && state && (
        <Suspense fallback={null}>
          <PostFormModal
            key={state.key}
            open
            post={state.post}
            isAdmin={user.isAdmin}
            draftOwner={user._id}
            onClose={() => setState(null)}
            onSaved={(saved) => newPosts?.markOwn(saved._id)}
          />
        </Suspense>
      )}
    </ComposerContext>
  );
}
