import type { PostType } from '../../../shared/schemas/posts.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { PostList } from '../../features/posts/components/post-list.tsx';
import { usePostInteractions } from './use-post-interactions.ts';

/** A screen's feed of one or more post types, filtered by the header search. */
export function Feed({
  types,
  search,
  label,
  emptyText = MESSAGES.noPostsYet,
}: {
  types: readonly PostType[];
  search: string;
  label: string;
  emptyText?: string;
}) {
  const interactions = usePostInteractions();
  return (
    <PostList
      types={types}
      search={search}
      label={label}
      emptyText={emptyText}
      noResultsText={MESSAGES.noSearchResults}
      interactions={interactions}
    />
  );
}
