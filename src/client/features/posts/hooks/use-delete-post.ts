import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, failedTo, networkError } from '../../../../shared/messages.ts';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/in-session-notifications.ts';
import { deletePost } from '../api/posts-api.ts';

/** DELETE /api/posts/:id, with SPEC §8's notifications; every posts query is reloaded on success. */
export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deletePost(id),
    onSuccess: async () => {
      notify(MESSAGES.postDeleted, 'success');
      await queryClient.invalidateQueries({ queryKey: ['posts'] });
    },
    onError: (error) => {
      if (error instanceof NetworkError) notify(networkError('delete post'), 'error');
      else if (error instanceof ApiError) notify(failedTo('delete post', error.message), 'error');
      else notify(failedTo('delete post', MESSAGES.unknownError), 'error');
    },
  });
}
