import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/messages.ts';
import { notifyFailure } from '../../../lib/failures.ts';
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
    onError: (error) => notifyFailure('delete post', error),
  });
}
