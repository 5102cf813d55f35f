import { isEventType } from '../../../../shared/vocabulary.ts';
import type { Post } from '../../../../shared/schemas/posts.ts';
import { Modal } from '../../../components/modal.tsx';
import { PostForm } from './post-form.tsx';

export interface PostFormModalProps {
  open: boolean;
  /** The post to edit; absent to create one. */
  post?: Post | undefined;
  /** The signed-in user is an admin (News is offered, edits are not sent back for approval). */
  isAdmin: boolean;
  onClose: () => void;
  onSaved?: (post: Post) => void;
}

/** SPEC §2 Add / §6 Edit: the post form in a modal. */
export function PostFormModal({ open, post, isAdmin, onClose, onSaved }: PostFormModalProps) {
  const title = post ? (isEventType(post.type) ? 'Edit event' : 'Edit post') : 'Create a post';
  return (
    <Modal open={open} onClose={onClose} title={title} size="lg">
      <PostForm
        post={post}
        isAdmin={isAdmin}
        onCancel={onClose}
        onSaved={(saved) => {
          onClose();
          onSaved?.(saved);
        }}
      />
    </Modal>
  );
}
