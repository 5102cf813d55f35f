import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import type { Comment } from '../../../../shared/schemas/posts.ts';
import { NetworkError } from '../../../lib/api-client.ts';
import { failureMessage, notifyFailure } from '../../../lib/failures.ts';
import { addComment, commentsPath, fetchCommentPage } from '../api/interactions-api.ts';
import type { CommentPage } from '../api/interactions-api.ts';
import { patchPostInCaches } from '../lib/post-cache.ts';

export const commentsKey = (postId: string) => ['comments', postId] as const;

/** A post's comments, oldest first, page by page (`Link: rel="next"`). */
export function useComments(postId: string) {
  return useInfiniteQuery({
    queryKey: commentsKey(postId),
    queryFn: ({ pageParam, signal }) => fetchCommentPage(pageParam, signal),
    initialPageParam: commentsPath(postId),
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
  });
}

/** The text to show for a failed comment, after adding SPEC §8's notification. */
export function commentFailure(error: unknown): string {
  const text = notifyFailure('add comment', error);
  return error instanceof NetworkError ? text : failureMessage(error);
}

/** POST a comment; the answer (the full list) replaces the cached list and the post's count. */
export function useAddComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => addComment(postId, text),
    onSuccess: (comments: Comment[]) => {
      queryClient.setQueryData<InfiniteData<CommentPage, string>>(commentsKey(postId), {
        pages: [{ comments, next: null }],
        pageParams: [commentsPath(postId)],
      });
      // The count is of the comments everyone sees: one the word filter holds is its author's alone (decision 046).
      const shown = comments.filter((c) => !c.held).length;
      patchPostInCaches(queryClient, postId, (post) => ({ ...post, commentCount: shown }));
    },
  });
}
