import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LIMITS } from '../../../../shared/limits.ts';
import {
  fetchNewsHighlights,
  fetchNewsMatching,
  fetchPopular,
  fetchPost,
  fetchRecentConsights,
  fetchUpcomingEvents,
} from '../api/posts-api.ts';

export const popularKey = ['posts', 'popular'] as const;
export const newsHighlightsKey = (q: string) => ['posts', 'news-highlights', q] as const;

export const usePopularPosts = () => useQuery({ queryKey: popularKey, queryFn: ({ signal }) => fetchPopular(signal) });

export const useRecentConsights = () =>
  useQuery({ queryKey: ['posts', 'recent-consights'], queryFn: ({ signal }) => fetchRecentConsights(signal) });

export const useUpcomingEvents = (exclude?: string) =>
  useQuery({
    queryKey: ['posts', 'upcoming-events', exclude ?? null],
    queryFn: ({ signal }) => fetchUpcomingEvents(exclude, signal),
  });

/** The newest news, or with a search (settled, trimmed) the newest news it finds; the last answer stays while the next loads. */
export const useNewsHighlights = (q = '') =>
  useQuery({
    queryKey: newsHighlightsKey(q),
    queryFn: ({ signal }) => (q ? fetchNewsMatching(q, LIMITS.newsHighlights, signal) : fetchNewsHighlights(signal)),
    placeholderData: keepPreviousData,
  });

export const usePost = (id: string) =>
  useQuery({ queryKey: ['posts', 'one', id], queryFn: ({ signal }) => fetchPost(id, signal) });
