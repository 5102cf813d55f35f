import { useInfiniteQuery } from '@tanstack/react-query';
import { feedPath, fetchFeedPage } from '../api/posts-api.ts';
import type { FeedFilter } from '../api/posts-api.ts';

/** The query key of a feed: every posts query starts with 'posts', so a save invalidates them all. */
export const feedKey = ({ types, q, authorId, when, tz, view }: FeedFilter) =>
  ['posts', 'feed', { type: types.join(','), q, author: authorId ?? null, ...(when ? { when, tz: tz ?? null } : {}), ...(view ? { view } : {}) }] as const;

/** A feed, page by page: each page's `Link: rel="next"` header gives the next page's address. */
export function useFeed(filter: FeedFilter) {
  return useInfiniteQuery({
    queryKey: feedKey(filter),
    queryFn: ({ pageParam, signal }) => fetchFeedPage(pageParam, signal),
    initialPageParam: feedPath(filter),
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
  });
}
