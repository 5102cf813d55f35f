import { useMutation, useQueryClient } from '@tanstack/react-query';
import { t } from '../../../../shared/i18n.ts';
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
      notify(t(MESSAGES.postDeleted), 'success');
      await queryClient.invalidateQueries({ queryKey: ['posts'] });
    },
    onError: (error) => notifyFailure(t('delete post'), error),
  });
}
