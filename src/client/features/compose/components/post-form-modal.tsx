import { t } from '../../../../shared/i18n.ts';
import { isEventType } from '../../../../shared/vocabulary.ts';
import type { Post } from '../../../../shared/schemas/posts.ts';
import { Modal } from '../../../components/modal.tsx';
import { usePostForm } from '../hooks/use-post-form.ts';
import { PostForm } from './post-form.tsx';

export interface PostFormModalProps {
  open: boolean;
  /** The post to edit; absent to create one. */
  post?: Post | undefined;
  /** The signed-in user is an admin (News is offered, edits are not sent back for approval). */
  isAdmin: boolean;
  /** The signed-in user's id: their drafts are kept in this browser (decision 030). Absent keeps none. */
  draftOwner?: string | undefined;
  onClose: () => void;
  onSaved?: (post: Post) => void;
}

/**
 * SPEC §2 Add / §6 Edit: the post form in a modal. Escape, the backdrop, Close and Cancel all ask before
 * a form with something typed is discarded.
 */
export function PostFormModal({ open, post, isAdmin, draftOwner, onClose, onSaved }: PostFormModalProps) {
  const title = post ? (isEventType(post.type) ? t('Edit event') : t('Edit post')) : t('Create a post');
  const control = usePostForm({ post, draftOwner: open ? draftOwner : undefined });
  const requestClose = () => {
    void control.confirmClose().then((close) => {
      if (close) onClose();
    });
  };
  return (
    <Modal open={open} onClose={requestClose} title={title} size="lg">
      <PostForm
        post={post}
        isAdmin={isAdmin}
        control={control}
        onCancel={requestClose}
        onSaved={(saved) => {
          control.clearDraft();
          onClose();
          onSaved?.(saved);
        }}
      />
    </Modal>
  );
}
