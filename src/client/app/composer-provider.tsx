import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { Post } from '../../shared/schemas/posts.ts';
import { useSession } from '../features/auth/hooks/use-session.ts';
import { PostFormModal } from '../features/compose/components/post-form-modal.tsx';
import { ComposerContext } from './composer-context.ts';
import type { Composer } from './composer-context.ts';

interface ComposerState {
  /** Each opening gets a fresh form. */
  key: number;
  post: Post | undefined;
}

/** Hosts the post form (Add and Edit) for the signed-in user; `useComposer().open(post?)` opens it. */
export function ComposerProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const [state, setState] = useState<ComposerState | null>(null);
  const composer = useMemo<Composer>(
    () => ({ open: (post?: Post) => setState((current) => ({ key: (current?.key ?? 0) + 1, post })) }),
    [],
  );

  return (
    <ComposerContext value={composer}>
      {children}
      {user && state && (
        <PostFormModal
          key={state.key}
          open
          post={state.post}
          isAdmin={user.isAdmin}
          onClose={() => setState(null)}
        />
      )}
    </ComposerContext>
  );
}
