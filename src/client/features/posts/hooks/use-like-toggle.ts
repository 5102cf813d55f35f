import { useCallback, useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Post } from '../../../../shared/schemas/posts.ts';
import { storage } from '../../../lib/storage.ts';
import { fetchLikedPostIds } from '../api/interactions-api.ts';
import { toggleLike } from '../lib/like-queue.ts';

/** An optimistic, serialised like toggle (SPEC §4, STYLE 13). */
export function useLikeToggle(): (post: Post) => void {
  const queryClient = useQueryClient();
  return useCallback((post: Post) => toggleLike(queryClient, post), [queryClient]);
}

/** SPEC §4: after sign-in (and on user change) the liked set is loaded into storage.likedPosts. */
export function useLikedPostsSync(userId: string | null): void {
  const { data } = useQuery({
    queryKey: ['liked-posts', userId ?? ''],
    queryFn: ({ signal }) => fetchLikedPostIds(signal),
    enabled: userId !== null,
    staleTime: Infinity,
  });
  useEffect(() => {
    if (data) storage.setLikedPosts(data);
  }, [data]);
}
