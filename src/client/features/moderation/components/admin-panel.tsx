import { type ReactNode, useId, useRef } from 'react';
import { Check, ClipboardList, History, ShieldAlert, ShieldCheck, Trash2, X } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { LIMITS } from '../../../../shared/limits.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { AuditAction, AuditEntry, ReportedPost } from '../../../../shared/schemas/admin.ts';
import type { Post } from '../../../../shared/schemas/posts.ts';
import { POST_TYPE_LABELS } from '../../../../shared/vocabulary.ts';
import { Button } from '../../../components/button.tsx';
import badges from '../../../components/badge.module.css';
import { Card } from '../../../components/card.tsx';
import fields from '../../../components/form.module.css';
import { useDialog } from '../../../components/dialog-context.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { fillSlots, slot } from '../../../components/slots.tsx';
import { SafeImage } from '../../../components/safe-image.tsx';
import { errorMessage, serverText } from '../../../lib/api-client.ts';
import { failureText } from '../../../lib/failures.ts';
import { cx } from '../../../lib/cx.ts';
import { formatDateRange } from '../../../lib/dates.ts';
import {
  REVIEW_ACTIONS,
  type ReviewAction,
  useApproveEvent,
  useAuditLog,
  useDeleteReportedPost,
  useDismissReports,
  usePendingEvents,
  useReportedPosts,
  useRejectEvent,
} from '../hooks/use-moderation.ts';
import { AutoHideNote } from './auto-hide-note.tsx';
import styles from './admin-panel.module.css';
import { FailedEmails } from './failed-emails.tsx';
import { PendingEventDetails } from './pending-event-details.tsx';
import { RevealAuthor } from './reveal-author.tsx';
import { WordFilters } from './word-filters.tsx';
import { PeopleSection } from './people-section.tsx';

/** SPEC §9: the admin's 100-character preview. */
export const adminPreview = (content: string): string =>
  content.length > LIMITS.adminPreview ? `${content.slice(0, LIMITS.adminPreview).trimEnd()}…` : content;

interface ListQuery<T> {
  data: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

function ListBody<T>({ query, empty, children }: { query: ListQuery<T>; empty: string; children: (items: T[]) => ReactNode }) {
  if (query.isPending) return <p aria-busy="true">{t('Loading…')}</p>;
  if (query.isError) return <p role="alert" className={styles.error}>{errorMessage(query.error)}</p>;
  if (!query.data?.length) return <EmptyState compact text={empty} />;
  return <>{children(query.data)}</>;
}

interface PendingEventProps {
  post: Post;
  busy: boolean;
  /** Decide the version of the post shown here. */
  approve: (vars: ReviewAction) => void;
  reject: (vars: ReviewAction) => void;
}

function PendingEvent({ post, busy, approve, reject }: PendingEventProps) {
  const showDialog = useDialog();

  const onApprove = async () => {
    const ok = await showDialog({
      title: t('Approve event'),
      message: t('Approve "{title}"? It goes live for everyone.', { title: post.title }),
      confirmText: t('Approve'),
      ask: true,
    });
    if (ok) approve({ postId: post._id, title: post.title, version: post.version });
  };
  const onReject = async () => {
    const ok = await showDialog({
      title: t('Reject event'),
      message: t('Reject "{title}"? It is deleted and its author is told.', { title: post.title }),
      confirmText: t('Reject'),
      destructive: true,
      ask: true,
    });
    if (ok) reject({ postId: post._id, title: post.title, version: post.version });
  };

  return (
    <li className={styles.item} aria-label={post.title}>
      <div className={styles.head}>
        <span className={cx(badges.badge, badges.event)}>{t(POST_TYPE_LABELS[post.type])}</span>
        <h3 className={styles.title}>{post.title}</h3>
        {post.heldByFilter && <span className={badges.badge}>{t(MESSAGES.heldByWordFilter)}</span>}
      </div>
      <p className={styles.preview}>{adminPreview(post.content)}</p>
      <p className={styles.meta}>
        <span>{t('By {author}', { author: post.author })}</span>
        {post.eventStartDate && <span>{formatDateRange(post.eventStartDate, post.eventEndDate)}</span>}
        {post.location && <span>{post.location}</span>}
        <span>{fillSlots(t('Submitted {when}', { when: slot(0) }), [<RelativeTime dateTime={post.timestamp} />])}</span>
      </p>
      <PendingEventDetails post={post} />
      {post.images.length > 0 && (
        <ul className={styles.thumbs} aria-label={t('Images')}>
          {post.images.slice(0, LIMITS.imagesPerPost).map((src, i) => (
            <li key={`${src}-${i}`}>
              <SafeImage src={src} alt={post.imageDescriptions[i] || t('Image {n} of {title}', { n: i + 1, title: post.title })} className={styles.thumb} width={72} height={72} sizes="72px" />
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <Button variant="primary" size="sm" icon={<Check aria-hidden="true" size={16} />} disabled={busy} onClick={() => void onApprove()}>
          {t('Approve')}
        </Button>
        <Button variant="danger" size="sm" icon={<X aria-hidden="true" size={16} />} disabled={busy} onClick={() => void onReject()}>
          {t('Reject')}
        </Button>
      </div>
    </li>
  );
}

function ReportedItem({ item }: { item: ReportedPost }) {
  const showDialog = useDialog();
  const remove = useDeleteReportedPost();
  const dismiss = useDismissReports();
  const reason = useRef('');
  const reasonId = useId();
  const note = useRef('');
  const noteId = useId();
  const post = item.postId;
  const busy = remove.isPending || dismiss.isPending;

  const onDelete = async () => {
    // The dialog shows this once: the choice is kept in a ref, read when the admin confirms.
    reason.current = '';
    const ok = await showDialog({
      title: t('Delete post'),
      message: (
        <>
          <span className={styles.dialogLine}>
            {t('Delete "{title}"? Its author and the {count, plural, one {reporter} other {reporters}} are told.', {
              title: post.title,
              count: item.reportCount,
            })}
          </span>
          <label htmlFor={reasonId} className={styles.dialogLine}>
            {t(MESSAGES.removalReasonLabel)}
          </label>
          <select id={reasonId} defaultValue="" onChange={(e) => (reason.current = e.target.value)}>
            <option value="">{t('No reason given')}</option>
            {/* The reason is sent as its English label (the author's email says it); each is shown in the reader's language. */}
            {Object.values(MESSAGES.removalReasons).map((label) => (
              <option key={label} value={label}>
                {t(label)}
              </option>
            ))}
          </select>
        </>
      ),
      confirmText: t('Delete Post'),
      destructive: true,
      ask: true,
    });
    if (ok) remove.mutate({ postId: post._id, title: post.title, reason: reason.current || null });
  };
  const onDismiss = async () => {
    note.current = '';
    const ok = await showDialog({
      title: t('Dismiss reports'),
      message: (
        <>
          <span className={styles.dialogLine}>
            {t('Keep "{title}" and close its {count, plural, one {report} other {# reports}}? The {count, plural, one {reporter is} other {reporters are}} told.', {
              title: post.title,
              count: item.reportCount,
            })}
          </span>
          <label htmlFor={noteId} className={styles.dialogLine}>
            {t(MESSAGES.dismissNoteLabel)}
          </label>
          <textarea id={noteId} rows={3} maxLength={300} className={cx(fields.input, fields.textarea)} onChange={(e) => (note.current = e.target.value)} />
        </>
      ),
      confirmText: t('Dismiss'),
      ask: true,
    });
    if (ok) dismiss.mutate({ postId: post._id, title: post.title, note: note.current.trim() || null });
  };

  return (
    <li className={styles.item} aria-label={post.title}>
      <div className={styles.head}>
        <span className={cx(badges.badge, badges.danger)}>{serverText(item.reportReason)}</span>
        {item.reportCount > 1 && (
          <span className={badges.badge}>{t('{count, plural, one {# report} other {# reports}}', { count: item.reportCount })}</span>
        )}
        {post.hidden && <span className={cx(badges.badge, badges.warn)}>{t('Hidden from feeds')}</span>}
        {item.flaggedByFilter && item.reportCount > 0 && <span className={badges.badge}>{t(MESSAGES.flaggedByWordFilter)}</span>}
      </div>
      <h3 className={styles.title}>{post.title}</h3>
      <p className={styles.preview}>{adminPreview(post.content)}</p>
      <p className={styles.meta}>
        <span>
          {t('By {author}', { author: post.anonymous ? t('Anonymous ({name})', { name: post.author.name }) : post.author.name })}
        </span>
        {item.reportCount > 0 ? (
          <span>
            {fillSlots(t('Reported by {name} {when}', { name: item.reporter.name, when: slot(0) }), [<RelativeTime dateTime={item.timestamp} />])}
          </span>
        ) : (
          <span>{fillSlots(t('Posted {when}', { when: slot(0) }), [<RelativeTime dateTime={item.timestamp} />])}</span>
        )}
      </p>
      <AutoHideNote autoHidden={item.autoHidden} />
      {item.reportCount > 1 && (
        <ul className={styles.reports} aria-label={t('All reports')}>
          {item.reports.map((r) => (
            <li key={r._id}>
              {fillSlots(t('{reason}, by {name}, {when}', { reason: serverText(r.reason), name: r.reporter.name, when: slot(0) }), [
                <RelativeTime dateTime={r.timestamp} />,
              ])}
            </li>
          ))}
        </ul>
      )}
      {post.anonymous && <RevealAuthor postId={post._id} title={post.title} />}
      <div className={styles.actions}>
        <Button variant="danger" size="sm" icon={<Trash2 aria-hidden="true" size={16} />} disabled={busy} onClick={() => void onDelete()}>
          {t('Delete Post')}
        </Button>
        <Button size="sm" icon={<ShieldCheck aria-hidden="true" size={16} />} disabled={busy} onClick={() => void onDismiss()}>
          {t('Dismiss')}
        </Button>
      </div>
    </li>
  );
}

/** Each act of the log as one sentence: who did it and to what (a post's title, or the account and what was done). */
const ACTION_SENTENCES: Record<AuditAction, (values: { actor: string; target: string }) => string> = {
  approve: (values) => t('{actor} approved {target}', values),
  reject: (values) => t('{actor} rejected {target}', values),
  delete: (values) => t('{actor} deleted {target}', values),
  dismiss: (values) => t('{actor} dismissed the reports on {target}', values),
  edit: (values) => t('{actor} edited {target}', values),
  reveal: (values) => t('{actor} revealed the author of {target}', values),
  role: (values) => t('{actor} changed the role of {target}', values),
  warn: (values) => t('{actor} warned {target}', values),
  suspend: (values) => t('{actor} suspended {target}', values),
  unsuspend: (values) => t('{actor} lifted the suspension of {target}', values),
};
/** Acts on accounts name the account in their detail, not a post. */
const ON_ACCOUNTS: ReadonlySet<AuditAction> = new Set(['role', 'warn', 'suspend', 'unsuspend']);

function AuditLine({ entry: e }: { entry: AuditEntry }) {
  const onAccount = ON_ACCOUNTS.has(e.action);
  const actor = <strong>{e.actor?.name ?? t('A former admin')}</strong>;
  const target = onAccount ? (
    <span className={styles.auditTime}>({e.detail})</span>
  ) : (
    <span>&ldquo;{e.postTitle ?? t('a post')}&rdquo;</span>
  );
  return (
    <li>
      {fillSlots(ACTION_SENTENCES[e.action]({ actor: slot(0), target: slot(1) }), [actor, target])}
      {!onAccount && e.detail && <span className={styles.auditTime}>({e.detail})</span>}
      <RelativeTime dateTime={e.timestamp} className={styles.auditTime} />
    </li>
  );
}

function AuditLog() {
  const log = useAuditLog(true);
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card title={t('Moderation log')} icon={<History aria-hidden="true" size={18} />}>
      <ListBody query={{ ...log, data: log.data ? entries : undefined }} empty={t('No moderation actions yet.')}>
        {(items) => (
          <ul className={styles.audit} aria-label={t('Moderation log')}>
            {items.map((e) => (
              <AuditLine key={e._id} entry={e} />
            ))}
          </ul>
        )}
      </ListBody>
      {log.hasNextPage && (
        <Button variant="link" size="sm" busy={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
          {t('Load more')}
        </Button>
      )}
    </Card>
  );
}

/**
 * The events waiting for approval. The last decision's refusal stays in view above the list (the list is read
 * again after it, so an event edited since it was shown comes back as it is now, to be reviewed again).
 */
function PendingEvents() {
  const pending = usePendingEvents();
  const approve = useApproveEvent();
  const reject = useRejectEvent();
  const latest = approve.submittedAt >= reject.submittedAt ? approve : reject;
  const failure = latest.isError ? failureText(latest === approve ? REVIEW_ACTIONS.approve() : REVIEW_ACTIONS.reject(), latest.error) : null;
  const busyWith = (postId: string) =>
    (approve.isPending && approve.variables.postId === postId) || (reject.isPending && reject.variables.postId === postId);
  return (
    <Card title={t('Pending Events')} icon={<ClipboardList aria-hidden="true" size={18} />}>
      {failure && <p role="alert" className={styles.error}>{failure}</p>}
      <ListBody query={pending} empty={t('No events are waiting for approval.')}>
        {(posts) => (
          <ul className={styles.list} aria-label={t('Pending events')}>
            {posts.map((post) => (
              <PendingEvent key={post._id} post={post} busy={busyWith(post._id)} approve={approve.mutate} reject={reject.mutate} />
            ))}
          </ul>
        )}
      </ListBody>
    </Card>
  );
}

/**
 * SPEC §2: the admin's Notifications screen: Pending Events, Reported Posts, our moderation log, the emails that
 * could not be sent and People. A moderator (decision 044) sees the first two only.
 */
export function AdminPanel({ isAdmin = true, viewerId = null }: { isAdmin?: boolean; viewerId?: string | null }) {
  const reported = useReportedPosts();
  return (
    <>
      <PendingEvents />
      <Card title={t('Reported Posts')} icon={<ShieldAlert aria-hidden="true" size={18} />}>
        <ListBody query={reported} empty={t('No open reports.')}>
          {(items) => (
            <ul className={styles.list} aria-label={t('Reported posts')}>
              {items.map((item) => (
                <ReportedItem key={item.postId._id} item={item} />
              ))}
            </ul>
          )}
        </ListBody>
      </Card>
      {isAdmin && <AuditLog />}
      {isAdmin && <FailedEmails />}
      {isAdmin && <WordFilters />}
      {isAdmin && <PeopleSection viewerId={viewerId} />}
    </>
  );
}
