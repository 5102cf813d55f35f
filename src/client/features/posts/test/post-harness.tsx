import { vi } from 'vitest';
import type { Post } from '../../../../shared/schemas/posts.ts';
import { PostCard } from '../components/post-card.tsx';
import type { PostInteractions } from '../components/post-interactions.ts';
import { usePost } from '../hooks/use-sidebar-posts.ts';

export function signedIn(): PostInteractions {
  return { signedIn: true, requireUser: vi.fn((action: () => void) => action()), onEdit: vi.fn(), onOpenEvent: vi.fn() };
}

/** A card fed from the query cache (GET /api/posts/:id), so cache updates show like in a feed. */
export function CachedPostCard({ id, interactions = signedIn() }: { id: string; interactions?: PostInteractions }) {
  const { data } = usePost(id);
  return data ? <PostCard post={data satisfies Post} interactions={interactions} /> : null;
}
