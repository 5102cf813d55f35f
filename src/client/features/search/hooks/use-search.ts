import { useEffect, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { PostType } from '../../../../shared/schemas/posts.ts';
import { fetchSearchPage, searchPath } from '../api/search-api.ts';

/** A search's query key: it starts with 'posts', so any write that drops the feeds drops the results too. */
export const searchKey = (q: string, type: PostType | null) => ['posts', 'search', { q, type }] as const;

/** A search everywhere, page by page (each page's `Link: rel="next"` gives the next). Asks nothing for an empty `q`. */
export function useSearch(q: string, type: PostType | null = null) {
  return useInfiniteQuery({
    queryKey: searchKey(q, type),
    queryFn: ({ pageParam, signal }) => fetchSearchPage(pageParam, signal),
    initialPageParam: searchPath(q, type),
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
    enabled: q !== '',
  });
}

/** `value`, settled: it changes only after `delayMs` without a newer value (the header search, ~250 ms). */
export function useSettledValue<T>(value: T, delayMs = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
