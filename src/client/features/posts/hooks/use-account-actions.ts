import { useMutation, useQueryClient } from '@tanstack/react-query';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import { useDialog } from '../../../components/dialog-context.ts';
import { useToast } from '../../../components/toast-context.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { blockPerson, setCommentsClosed } from '../api/interactions-api.ts';

/** After a block, every list of posts and comments (and the blocked list in the profile) is read again. */
const AFTER_BLOCK = [['posts'], ['comments'], ['account']] as const;

/** "Block <name>" (decision 047): asks first, saying what happens, then blocks and reads the lists again. */
export function useBlockPerson(): (person: { id: string; name: string }) => Promise<void> {
  const showDialog = useDialog();
  const toast = useToast();
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: blockPerson });
  return async ({ id, name }) => {
    const confirmed = await showDialog({
      title: MESSAGES.blockPerson(name),
      message: MESSAGES.blockConfirm(name),
      confirmText: t('Block'),
      destructive: true,
      ask: true,
    });
    if (!confirmed) return;
    try {
      await mutation.mutateAsync(id);
      toast(MESSAGES.blockedToast(name));
      for (const queryKey of AFTER_BLOCK) void queryClient.invalidateQueries({ queryKey });
    } catch (caught) {
      await showDialog({ title: MESSAGES.blockPerson(name), message: errorMessage(caught) });
    }
  };
}

/** Closes or opens a post's comments; the post is read again wherever it is shown. */
export function useCloseComments() {
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, closed }: { postId: string; closed: boolean }) => setCommentsClosed(postId, closed),
    onSuccess: (closed) => {
      toast(closed ? t(MESSAGES.commentsClosedToast) : t(MESSAGES.commentsOpenedToast));
      void queryClient.invalidateQueries({ queryKey: ['posts'] });
    },
  });
}
