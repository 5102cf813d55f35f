import { lazy, Suspense, useCallback, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Heart, MessageCircle, Share2, Ticket } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { Post } from '../../../../shared/schemas/posts.ts';
import { POST_TYPE_LABELS, isEventType } from '../../../../shared/vocabulary.ts';
import { PseudonymAvatar } from '../../../components/pseudonym-avatar.tsx';
import { Avatar } from '../../../components/avatar.tsx';
import { AdminBadge } from './admin-badge.tsx';
import badges from '../../../components/badge.module.css';
import { useDialog } from '../../../components/dialog-context.ts';
import { useToast } from '../../../components/toast-context.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { cx } from '../../../lib/cx.ts';
import { useBlockPerson, useCloseComments } from '../hooks/use-account-actions.ts';
import { useDeletePost } from '../hooks/use-delete-post.ts';
import { useLikeToggle } from '../hooks/use-like-toggle.ts';
import { useQueuedInteractions } from '../hooks/use-queued-interactions.ts';
import { setOpenComments, useCommentsOpen } from '../lib/open-comments.ts';
import { EventCardFacts } from './event-card-facts.tsx';
import { EventClubs } from '../../../components/event-clubs.tsx';
import { EventLine, PostImages, PostText } from './post-body.tsx';
import type { PostInteractions } from './post-interactions.ts';
import { PostOptionsMenu } from './post-options-menu.tsx';
import type { MenuItem } from './post-options-menu.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { sharePost } from './share.ts';
import styles from './post-card.module.css';
import { useOpenedOnce } from '../../../lib/use-opened-once.ts';

/** Loaded when opened: the comments overlay and the report form are not needed to show the feed. */
const CommentsOverlay = lazy(() => import('./comments-overlay.tsx').then((m) => ({ default: m.CommentsOverlay })));
const ReportModal = lazy(() => import('./report-modal.tsx').then((m) => ({ default: m.ReportModal })));

export interface PostCardProps {
  post: Post;
  interactions: PostInteractions;
  /** The level of the post's title heading: 2 in a screen's feed, 3 under another section heading. */
  headingLevel?: 2 | 3;
  className?: string;
  /** Shown above the actions (the host's registrations on their own event). */
  extra?: ReactNode;
}

/** One post of a feed (SPEC §2, §3): who and when, what, where, pictures, and what you can do with it. */
export function PostCard({ post, interactions, headingLevel = 2, className, extra }: PostCardProps) {
  const titleId = useId();
  const showDialog = useDialog();
  const toast = useToast();
  const deletion = useDeletePost();
  const block = useBlockPerson();
  const closeComments = useCloseComments();
  const toggleLike = useLikeToggle();
  const queued = useQueuedInteractions(post._id);
  const commentsOpen = useCommentsOpen(titleId);
  const [reportOpen, setReportOpen] = useState(false);
  const commentsMounted = useOpenedOnce(commentsOpen);
  const reportMounted = useOpenedOnce(reportOpen);
  const [status, setStatus] = useState('');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const onDelete = async () => {
    const confirmed = await showDialog({
      title: t('Delete post'),
      message: t('Delete "{title}"? This cannot be undone.', { title: post.title }),
      confirmText: t('Delete'),
      destructive: true,
      ask: true,
    });
    if (!confirmed) return;
    deletion.mutate(post._id, { onError: (error) => setStatus(errorMessage(error)) });
  };

  // The options come from the server's abilities only (decision 007); a visitor is offered Report,
  // which asks them to log in first (SPEC §6).
  const items: MenuItem[] = [];
  if (post.canEdit) {
    items.push({ label: t('Edit'), icon: 'edit', onSelect: () => interactions.onEdit(post) });
  }
  if (post.canDelete) {
    items.push({ label: t('Delete'), icon: 'delete', danger: true, onSelect: () => void onDelete() });
  }
  if (post.reportedByMe) {
    // Reported once: the control says so and cannot be chosen again.
    items.push({ label: t(MESSAGES.reported), icon: 'report', disabled: true, onSelect: () => undefined });
  } else if (post.canReport || !interactions.signedIn) {
    items.push({
      label: t('Report'),
      icon: 'report',
      onSelect: () => interactions.requireUser(() => setReportOpen(true), t('Log in to report this post')),
    });
  }

  if (post.canCloseComments) {
    const closed = post.commentsClosed;
    items.push({
      label: closed ? t(MESSAGES.openComments) : t(MESSAGES.closeComments),
      icon: closed ? 'open-comments' : 'close-comments',
      onSelect: () =>
        closeComments.mutate({ postId: post._id, closed: !closed }, { onError: (error) => setStatus(errorMessage(error)) }),
    });
  }
  // Block: a signed-in student, on someone else's post whose answer names its author.
  if (interactions.viewerId && post.userId && post.userId !== interactions.viewerId) {
    items.push({
      label: MESSAGES.blockPerson(post.author),
      icon: 'block',
      danger: true,
      onSelect: () => void block({ id: post.userId, name: post.author }),
    });
  }

  const closeReport = useCallback(() => setReportOpen(false), []);

  const onShare = async () => {
    const outcome = await sharePost(post);
    if (outcome === 'copied') toast(t(MESSAGES.linkCopied));
    else if (outcome === 'shared') toast(t(MESSAGES.linkShared));
  };

  return (
    <article
      aria-labelledby={titleId}
      aria-busy={deletion.isPending || undefined}
      className={cx(styles.card, deletion.isPending && styles.deleting, className)}
    >
      <header className={styles.header}>
        {post.anonymous ? <PseudonymAvatar name={post.author} hue={post.authorHue} size={40} /> : <Avatar src={post.authorAvatar} size={40} />}
        <div className={styles.byline}>
          <span className={styles.authorLine}>
            <span className={styles.author}>{post.author}</span>
            {post.authorIsAdmin && <AdminBadge />}
            {post.anonymous && post.postedByMe && <span className={cx(badges.badge)}>{t(MESSAGES.postedAnonymously)}</span>}
          </span>
          <span className={styles.meta}>
            <RelativeTime dateTime={post.timestamp} />
            <span aria-hidden="true">·</span>
            <span className={cx(badges.badge, post.type === 'news' ? badges.news : isEventType(post.type) && badges.event)}>{t(POST_TYPE_LABELS[post.type])}</span>
            {post.status === 'pending' && <span className={cx(badges.badge, badges.warn)}>{t('Pending')}</span>}
            {post.hidden && (
              <span className={cx(badges.badge, badges.danger)} title={t('Hidden from the feeds while an admin reviews reports')}>
                {t('Hidden')}
              </span>
            )}
          </span>
        </div>
        <PostOptionsMenu items={items} postTitle={post.title} />
      </header>

      <Heading id={titleId} className={styles.title}>
        {post.title}
      </Heading>
      <EventLine post={post} />
      {isEventType(post.type) && <EventClubs clubs={post.clubs} />}
      {isEventType(post.type) && <EventCardFacts event={post} viewerId={interactions.viewerId ?? null} />}
      <PostText content={post.content} />
      <PostImages post={post} />
      {extra}

      <footer className={styles.actions}>
        <ActionButton
          label={t('Like')}
          icon={<Heart aria-hidden="true" size={18} fill={post.likedByMe ? 'currentColor' : 'none'} />}
          count={post.likes}
          countText={likesText(post.likes)}
          pressed={post.likedByMe}
          onClick={() => interactions.requireUser(() => toggleLike(post), t('Log in to like this post'))}
        />
        <ActionButton
          label={t('Comment')}
          icon={<MessageCircle aria-hidden="true" size={18} />}
          count={post.commentCount}
          countText={t('{count, plural, one {# comment} other {# comments}}', { count: post.commentCount })}
          onClick={() => interactions.requireUser(() => setOpenComments(titleId), t('Log in to comment'))}
        />
        <ActionButton label={t('Share')} icon={<Share2 aria-hidden="true" size={18} />} onClick={() => void onShare()} />
        {isEventType(post.type) && (
          <ActionButton
            label={t('Details')}
            icon={<Ticket aria-hidden="true" size={18} />}
            onClick={() => interactions.onOpenEvent(post)}
          />
        )}
        <p role="status" className={cx(styles.status, !status && queued.waiting && styles.waiting)}>
          {status || (queued.waiting ? t(MESSAGES.waitingForConnection) : '')}
        </p>
        {queued.failure && (
          <p role="alert" className={styles.queuedFailure}>
            {queued.failure}
          </p>
        )}
      </footer>
      {commentsMounted && (
        <Suspense fallback={null}>
          <CommentsOverlay post={post} open={commentsOpen} onClose={() => setOpenComments(null)} viewerId={interactions.viewerId ?? null} />
        </Suspense>
      )}
      {reportMounted && (
        <Suspense fallback={null}>
          <ReportModal post={post} open={reportOpen} onClose={closeReport} />
        </Suspense>
      )}
    </article>
  );
}

/** "1 like", "7 likes": a post's likes, said in full. */
const likesText = (count: number): string => t('{count, plural, one {# like} other {# likes}}', { count });

interface ActionButtonProps {
  label: string;
  icon: ReactNode;
  count?: number;
  /** The count said in full for screen readers ("7 likes"); the number alone is shown. */
  countText?: string;
  pressed?: boolean;
  onClick: () => void;
}

function ActionButton({ label, icon, count, countText, pressed, onClick }: ActionButtonProps) {
  const countId = useId();
  return (
    <button
      type="button"
      className={cx(styles.action, pressed && styles.active)}
      aria-label={label}
      aria-describedby={count === undefined ? undefined : countId}
      aria-pressed={pressed}
      onClick={onClick}
    >
      {icon}
      {count !== undefined && (
        <span id={countId} className={styles.count}>
          <span aria-hidden="true">{count}</span>
          <span className="sr-only">{countText}</span>
        </span>
      )}
      <span className={styles.actionLabel}>{label}</span>
    </button>
  );
}
