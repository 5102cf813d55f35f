import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WordFilterAction } from '../../../../shared/word-filter.ts';
import {
  addWordFilter,
  approveCaughtComment,
  fetchCaughtComments,
  fetchWordFilters,
  removeCaughtComment,
  removeWordFilter,
  testWordFilters,
} from '../api/word-filters-api.ts';

export const wordFiltersKey = ['moderation', 'word-filters'] as const;
export const caughtCommentsKey = ['moderation', 'held-comments'] as const;

export const useWordFilters = () => useQuery({ queryKey: wordFiltersKey, queryFn: ({ signal }) => fetchWordFilters(signal) });

export function useAddWordFilter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { pattern: string; action: WordFilterAction }) => addWordFilter(input.pattern, input.action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: wordFiltersKey }),
  });
}

export function useRemoveWordFilter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => removeWordFilter(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: wordFiltersKey }),
  });
}

export const useTestWordFilters = () => useMutation({ mutationFn: (text: string) => testWordFilters(text) });

export const useCaughtComments = () => useQuery({ queryKey: caughtCommentsKey, queryFn: ({ signal }) => fetchCaughtComments(signal) });

export function useReviewCaughtComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; approve: boolean }) => (input.approve ? approveCaughtComment(input.id) : removeCaughtComment(input.id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: caughtCommentsKey }),
  });
}
