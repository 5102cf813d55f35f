import type { ReactNode } from 'react';
import type { FeedView, PostType } from '../../../shared/schemas/posts.ts';
import { t } from '../../../shared/i18n.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { EventTimeline } from '../../features/posts/components/event-timeline.tsx';
import { PostList } from '../../features/posts/components/post-list.tsx';
import { usePostInteractions } from './use-post-interactions.ts';

/** A screen's feed of one or more post types, filtered by the header search. */
export function Feed({
  types,
  search,
  label,
  emptyText,
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
      emptyText={emptyText ?? t(MESSAGES.noPostsYet)}
      noResultsText={t(MESSAGES.noSearchResults)}
      interactions={interactions}
    />
  );
}

/** An events screen's lists: upcoming events by date under Today / This week / Later, then past ones. */
export function EventsFeed({
  types,
  search,
  label,
  noUpcomingText,
  emptyText,
  view,
  emptyAction,
}: {
  types: readonly PostType[];
  search: string;
  label: string;
  noUpcomingText: string;
  emptyText: string;
  view?: FeedView;
  emptyAction?: ReactNode;
}) {
  const interactions = usePostInteractions();
  return (
    <EventTimeline
      types={types}
      search={search}
      label={label}
      noUpcomingText={noUpcomingText}
      emptyText={emptyText}
      noResultsText={t(MESSAGES.noSearchResults)}
      interactions={interactions}
      view={view}
      emptyAction={emptyAction}
    />
  );
}
