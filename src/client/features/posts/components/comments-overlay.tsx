import { useId, useState } from 'react';
import { onlineManager } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Send } from 'lucide-react';
import { COMMENT_MAX } from '../../../../shared/vocabulary.ts';
import { schemaModules } from '../../../lib/schemas.ts';
import type { Post } from '../../../../shared/schemas/posts.ts';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import { PseudonymAvatar } from '../../../components/pseudonym-avatar.tsx';
import { Avatar } from '../../../components/avatar.tsx';
import { AdminBadge } from './admin-badge.tsx';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { fillSlots, slot } from '../../../components/slots.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { commentFailure, useAddComment, useComments } from '../hooks/use-comments.ts';
import { useQueuedInteractions } from '../hooks/use-queued-interactions.ts';
import { RelativeTime } from '../../../components/relative-time.tsx';
import badges from '../../../components/badge.module.css';
import { useToast } from '../../../components/toast-context.ts';
import { cx } from '../../../lib/cx.ts';
import { useBlockPerson } from '../hooks/use-account-actions.ts';
import { PostOptionsMenu } from './post-options-menu.tsx';
import styles from './comments-overlay.module.css';

export interface CommentsOverlayProps {
  post: Post;
  open: boolean;
  onClose: () => void;
  /** The signed-in student (decision 047: Block is offered on others' comments); null for a visitor. */
  viewerId?: string | null;
}

/** SPEC §2, §4: a post's comments as an overlay, with a form to add one. */
export function CommentsOverlay({ post, open, onClose, viewerId = null }: CommentsOverlayProps) {
  return (
    <Modal open={open} onClose={onClose} title={t('Comments')} size="md">
      <CommentsBody post={post} viewerId={viewerId} />
    </Modal>
  );
}

function CommentsBody({ post, viewerId }: { post: Post; viewerId: string | null }) {
  const comments = useComments(post._id);
  const block = useBlockPerson();
  const adding = useAddComment(post._id);
  const queued = useQueuedInteractions(post._id);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const inputId = useId();
  const errorId = useId();
  const list = comments.data?.pages.flatMap((page) => page.comments) ?? [];
  const toast = useToast();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    let CommentInputSchema;
    try {
      ({ CommentInputSchema } = await schemaModules.interactions());
    } catch (failure) {
      setError(commentFailure(failure));
      return;
    }
    const parsed = CommentInputSchema.safeParse({ text });
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? MESSAGES.unknownError));
      return;
    }
    setError('');
    const before = new Set(list.map((c) => c._id));
    // Offline, the comment waits for the connection (decision 050): it is listed below as waiting, and the box clears.
    if (!onlineManager.isOnline()) setText('');
    adding.mutate(parsed.data.text, {
      onSuccess: (all) => {
        setText('');
        // The word filter held it (decision 046): its author is told it waits for review.
        if (all.some((c) => c.held && !before.has(c._id))) toast(t(MESSAGES.commentHeldNotice));
      },
      onError: (failure) => setError(commentFailure(failure)),
    });
  };

  return (
    <div className={styles.root}>
      <p className={styles.about}>
        {fillSlots(t('On {title}', { title: slot(0) }), [<strong key="title">{post.title}</strong>])}
      </p>
      {comments.isPending ? (
        // Offline, a list never read on this device waits for the connection (decision 078): it says so, and a
        // comment written now still waits below.
        <p role="status">{comments.fetchStatus === 'paused' ? t('Comments are not available offline.') : t('Loading comments…')}</p>
      ) : comments.isError ? (
        <p role="alert" className={styles.error}>
          {errorMessage(comments.error)}
        </p>
      ) : list.length === 0 ? (
        <p className={styles.empty}>{t('No comments yet. Be the first to comment.')}</p>
      ) : (
        <ul aria-label={t('Comments on {title}', { title: post.title })} className={styles.list}>
          {list.map((comment) => (
            <li key={comment._id} className={styles.comment}>
              {comment.anonymous ? <PseudonymAvatar name={comment.author} hue={comment.authorHue} size={32} /> : <Avatar src={comment.authorAvatar} size={32} />}
              <div className={styles.commentBody}>
                <span className={styles.byline}>
                  <span className={styles.author}>{comment.author}</span>
                  {comment.authorIsAdmin && <AdminBadge />}
                  {comment.anonymous && <span className={styles.authorMark}>{t(MESSAGES.anonymousAuthorMark)}</span>}
                  <RelativeTime dateTime={comment.timestamp} className={styles.time} />
                  {comment.held && <span className={cx(badges.badge, badges.warn)}>{t(MESSAGES.commentWaitingForReview)}</span>}
                </span>
                <p className={styles.text}>{comment.text}</p>
              </div>
              {viewerId && comment.authorId && comment.authorId !== viewerId && (
                <PostOptionsMenu
                  postTitle={post.title}
                  label={t('Comment options for {name}', { name: comment.author })}
                  items={[
                    {
                      label: MESSAGES.blockPerson(comment.author),
                      icon: 'block',
                      danger: true,
                      onSelect: () => void block({ id: comment.authorId, name: comment.author }),
                    },
                  ]}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {queued.waitingComments.length > 0 && (
        <ul aria-label={t(MESSAGES.commentWaiting)} className={styles.list}>
          {queued.waitingComments.map((waiting, index) => (
            <li key={index} className={cx(styles.comment, styles.waiting)}>
              <div className={styles.commentBody}>
                <span className={styles.byline}>
                  <span className={cx(badges.badge, badges.warn)}>{t(MESSAGES.waitingForConnection)}</span>
                </span>
                <p className={styles.text}>{waiting}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {comments.hasNextPage && (
        <Button
          variant="link"
          size="sm"
          busy={comments.isFetchingNextPage}
          onClick={() => void comments.fetchNextPage()}
        >
          {t('Load more')}
        </Button>
      )}
      {post.commentsClosed ? (
        <p role="note" className={styles.closed}>
          {t(MESSAGES.commentsClosed)}
        </p>
      ) : (
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <label htmlFor={inputId} className={styles.label}>
          {t('Add a comment')}
        </label>
        <textarea
          id={inputId}
          className={styles.input}
          value={text}
          rows={3}
          maxLength={COMMENT_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        {error && (
          <p id={errorId} role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" variant="primary" busy={adding.isPending && !adding.isPaused} icon={<Send aria-hidden="true" size={16} />}>
            {t('Send')}
          </Button>
        </div>
      </form>
      )}
    </div>
  );
}
