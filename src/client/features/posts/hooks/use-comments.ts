import { onlineManager, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData, MutationOptions, QueryClient } from '@tanstack/react-query';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { Comment } from '../../../../shared/schemas/posts.ts';
import { NetworkError } from '../../../lib/api-client.ts';
import { failureMessage, notifyFailure } from '../../../lib/failures.ts';
import { notify } from '../../../lib/in-session-notifications.ts';
import { queueOwner } from '../../../lib/offline-cache.ts';
import { addComment, commentsPath, fetchCommentPage } from '../api/interactions-api.ts';
import type { CommentPage } from '../api/interactions-api.ts';
import { patchPostInCaches } from '../lib/post-cache.ts';
import { AccountChangedError, retryOnNetwork, type QueuedContext } from '../lib/queued-interactions.ts';

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
  const text = notifyFailure(t('add comment'), error);
  return error instanceof NetworkError ? text : failureMessage(error);
}

/** A comment as it is sent; `owner` wrote it, and it is sent only while they are signed in here. */
export interface QueuedComment {
  postId: string;
  text: string;
  owner: string;
}

export const commentMutationKey = (postId: string) => ['comment', postId] as const;

/**
 * How a comment is sent, now or after the connection returns (decision 050): the answer (the full list) replaces
 * the cached list and the post's count. One written offline waits, paused, and is kept on the device until sent.
 */
function commentOptions(queryClient: QueryClient): MutationOptions<Comment[], Error, QueuedComment, QueuedContext> {
  return {
    mutationFn: ({ postId, text, owner }) => {
      if (owner !== queueOwner()) throw new AccountChangedError();
      return addComment(postId, text);
    },
    retry: retryOnNetwork,
    onMutate: () => ({ queuedOffline: !onlineManager.isOnline() }),
    onSuccess: async (comments, { postId }) => {
      // A read of the list that began before this answer (the connection's return rereads it) must not replace it.
      await queryClient.cancelQueries({ queryKey: commentsKey(postId) });
      queryClient.setQueryData<InfiniteData<CommentPage, string>>(commentsKey(postId), {
        pages: [{ comments, next: null }],
        pageParams: [commentsPath(postId)],
      });
      // The count is of the comments everyone sees: one the word filter holds is its author's alone (decision 046).
      const shown = comments.filter((c) => !c.held).length;
      patchPostInCaches(queryClient, postId, (post) => ({ ...post, commentCount: shown }));
    },
    onError: (error, _comment, context) => {
      if (context?.queuedOffline && !(error instanceof AccountChangedError)) notify(`${t(MESSAGES.queuedCommentFailed)} ${failureMessage(error)}`, 'error');
    },
  };
}

/** Lets a comment kept on the device from before a reload be sent when the connection returns. */
export function registerCommentDefaults(queryClient: QueryClient): void {
  queryClient.setMutationDefaults(['comment'], commentOptions(queryClient));
}

/** POST a comment (SPEC §4); offline, it waits for the connection (`isPaused`). */
export function useAddComment(postId: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    ...commentOptions(queryClient),
    mutationKey: commentMutationKey(postId),
    scope: { id: `comment:${postId}` },
  });
  return {
    ...mutation,
    mutate: (text: string, callbacks?: Parameters<typeof mutation.mutate>[1]) =>
      mutation.mutate({ postId, text, owner: queueOwner() }, callbacks),
  };
}
