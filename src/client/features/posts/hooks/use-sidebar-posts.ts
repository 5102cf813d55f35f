import { useQuery } from '@tanstack/react-query';
import {
  fetchNewsHighlights,
  fetchPopular,
  fetchPost,
  fetchRecentConsights,
  fetchUpcomingEvents,
} from '../api/posts-api.ts';

export const usePopularPosts = () =>
  useQuery({ queryKey: ['posts', 'popular'], queryFn: ({ signal }) => fetchPopular(signal) });

export const useRecentConsights = () =>
  useQuery({ queryKey: ['posts', 'recent-consights'], queryFn: ({ signal }) => fetchRecentConsights(signal) });

export const useUpcomingEvents = (exclude?: string) =>
  useQuery({
    queryKey: ['posts', 'upcoming-events', exclude ?? null],
    queryFn: ({ signal }) => fetchUpcomingEvents(exclude, signal),
  });

export const useNewsHighlights = () =>
  useQuery({ queryKey: ['posts', 'news-highlights'], queryFn: ({ signal }) => fetchNewsHighlights(signal) });

export const usePost = (id: string) =>
  useQuery({ queryKey: ['posts', 'one', id], queryFn: ({ signal }) => fetchPost(id, signal) });
