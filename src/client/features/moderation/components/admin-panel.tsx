import { type ReactNode, useId, useRef } from 'react';
import { Check, ClipboardList, History, ShieldAlert, ShieldCheck, Trash2, X } from 'lucide-react';
import { LIMITS } from '../../../../shared/limits.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { AuditAction, ReportedPost } from '../../../../shared/schemas/admin.ts';
import type { Post } from '../../../../shared/schemas/posts.ts';
import { POST_TYPE_LABELS } from '../../../../shared/vocabulary.ts';
import { Button } from '../../../components/button.tsx';
import badges from '../../../components/badge.module.css';
import { Card } from '../../../components/card.tsx';
import fields from '../../../components/form.module.css';
import { useDialog } from '../../../components/dialog-context.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { SafeImage } from '../../../components/safe-image.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
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
  if (query.isPending) return <p aria-busy="true">Loading…</p>;
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
    const ok = await showDialog({ title: 'Approve event', message: `Approve "${post.title}"? It goes live for everyone.`, confirmText: 'Approve', ask: true });
    if (ok) approve({ postId: post._id, title: post.title, version: post.version });
  };
  const onReject = async () => {
    const ok = await showDialog({
      title: 'Reject event',
      message: `Reject "${post.title}"? It is deleted and its author is told.`,
      confirmText: 'Reject',
      destructive: true,
      ask: true,
    });
    if (ok) reject({ postId: post._id, title: post.title, version: post.version });
  };

  return (
    <li className={styles.item} aria-label={post.title}>
      <div className={styles.head}>
        <span className={cx(badges.badge, badges.event)}>{POST_TYPE_LABELS[post.type]}</span>
        <h3 className={styles.title}>{post.title}</h3>
        {post.heldByFilter && <span className={badges.badge}>{MESSAGES.heldByWordFilter}</span>}
      </div>
      <p className={styles.preview}>{adminPreview(post.content)}</p>
      <p className={styles.meta}>
        <span>By {post.author}</span>
        {post.eventStartDate && <span>{formatDateRange(post.eventStartDate, post.eventEndDate)}</span>}
        {post.location && <span>{post.location}</span>}
        <span>
          Submitted <RelativeTime dateTime={post.timestamp} />
        </span>
      </p>
      <PendingEventDetails post={post} />
      {post.images.length > 0 && (
        <ul className={styles.thumbs} aria-label="Images">
          {post.images.slice(0, LIMITS.imagesPerPost).map((src, i) => (
            <li key={`${src}-${i}`}>
              <SafeImage src={src} alt={`Image ${i + 1} of ${post.title}`} className={styles.thumb} width={72} height={72} sizes="72px" />
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <Button variant="primary" size="sm" icon={<Check aria-hidden="true" size={16} />} disabled={busy} onClick={() => void onApprove()}>
          Approve
        </Button>
        <Button variant="danger" size="sm" icon={<X aria-hidden="true" size={16} />} disabled={busy} onClick={() => void onReject()}>
          Reject
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
      title: 'Delete post',
      message: (
        <>
          <span className={styles.dialogLine}>
            {`Delete "${post.title}"? Its author and the ${item.reportCount === 1 ? 'reporter' : 'reporters'} are told.`}
          </span>
          <label htmlFor={reasonId} className={styles.dialogLine}>
            {MESSAGES.removalReasonLabel}
          </label>
          <select id={reasonId} defaultValue="" onChange={(e) => (reason.current = e.target.value)}>
            <option value="">No reason given</option>
            {Object.values(MESSAGES.removalReasons).map((label) => (
              <option key={label} value={label}>
                {label}
              </option>
            ))}
          </select>
        </>
      ),
      confirmText: 'Delete Post',
      destructive: true,
      ask: true,
    });
    if (ok) remove.mutate({ postId: post._id, title: post.title, reason: reason.current || null });
  };
  const onDismiss = async () => {
    note.current = '';
    const ok = await showDialog({
      title: 'Dismiss reports',
      message: (
        <>
          <span className={styles.dialogLine}>
            {`Keep "${post.title}" and close its ${item.reportCount === 1 ? 'report' : `${item.reportCount} reports`}? The ${item.reportCount === 1 ? 'reporter is' : 'reporters are'} told.`}
          </span>
          <label htmlFor={noteId} className={styles.dialogLine}>
            {MESSAGES.dismissNoteLabel}
          </label>
          <textarea id={noteId} rows={3} maxLength={300} className={cx(fields.input, fields.textarea)} onChange={(e) => (note.current = e.target.value)} />
        </>
      ),
      confirmText: 'Dismiss',
      ask: true,
    });
    if (ok) dismiss.mutate({ postId: post._id, title: post.title, note: note.current.trim() || null });
  };

  return (
    <li className={styles.item} aria-label={post.title}>
      <div className={styles.head}>
        <span className={cx(badges.badge, badges.danger)}>{item.reportReason}</span>
        {item.reportCount > 1 && <span className={badges.badge}>{item.reportCount} reports</span>}
        {post.hidden && <span className={cx(badges.badge, badges.warn)}>Hidden from feeds</span>}
        {item.flaggedByFilter && item.reportCount > 0 && <span className={badges.badge}>{MESSAGES.flaggedByWordFilter}</span>}
      </div>
      <h3 className={styles.title}>{post.title}</h3>
      <p className={styles.preview}>{adminPreview(post.content)}</p>
      <p className={styles.meta}>
        <span>By {post.anonymous ? `${MESSAGES.anonymousAuthor} (${post.author.name})` : post.author.name}</span>
        {item.reportCount > 0 ? (
          <span>
            Reported by {item.reporter.name} <RelativeTime dateTime={item.timestamp} />
          </span>
        ) : (
          <span>
            Posted <RelativeTime dateTime={item.timestamp} />
          </span>
        )}
      </p>
      <AutoHideNote autoHidden={item.autoHidden} />
      {item.reportCount > 1 && (
        <ul className={styles.reports} aria-label="All reports">
          {item.reports.map((r) => (
            <li key={r._id}>
              {r.reason}, by {r.reporter.name}, <RelativeTime dateTime={r.timestamp} />
            </li>
          ))}
        </ul>
      )}
      {post.anonymous && <RevealAuthor postId={post._id} title={post.title} />}
      <div className={styles.actions}>
        <Button variant="danger" size="sm" icon={<Trash2 aria-hidden="true" size={16} />} disabled={busy} onClick={() => void onDelete()}>
          Delete Post
        </Button>
        <Button size="sm" icon={<ShieldCheck aria-hidden="true" size={16} />} disabled={busy} onClick={() => void onDismiss()}>
          Dismiss
        </Button>
      </div>
    </li>
  );
}

const ACTION_LABELS: Record<AuditAction, string> = {
  approve: 'approved',
  reject: 'rejected',
  delete: 'deleted',
  dismiss: 'dismissed the reports on',
  edit: 'edited',
  reveal: 'revealed the author of',
  role: 'changed the role of',
  warn: 'warned',
  suspend: 'suspended',
  unsuspend: 'lifted the suspension of',
};
/** Acts on accounts name the account in their detail, not a post. */
const ON_ACCOUNTS: ReadonlySet<AuditAction> = new Set(['role', 'warn', 'suspend', 'unsuspend']);

function AuditLog() {
  const log = useAuditLog(true);
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card title="Moderation log" icon={<History aria-hidden="true" size={18} />}>
      <ListBody query={{ ...log, data: log.data ? entries : undefined }} empty="No moderation actions yet.">
        {(items) => (
          <ul className={styles.audit} aria-label="Moderation log">
            {items.map((e) => (
              <li key={e._id}>
                <strong>{e.actor?.name ?? 'A former admin'}</strong>
                <span>{ACTION_LABELS[e.action]}</span>
                {!ON_ACCOUNTS.has(e.action) && <span>&ldquo;{e.postTitle ?? 'a post'}&rdquo;</span>}
                {e.detail && <span className={styles.auditTime}>({e.detail})</span>}
                <RelativeTime dateTime={e.timestamp} className={styles.auditTime} />
              </li>
            ))}
          </ul>
        )}
      </ListBody>
      {log.hasNextPage && (
        <Button variant="link" size="sm" busy={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
          Load more
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
  const failure = latest.isError ? failureText(latest === approve ? REVIEW_ACTIONS.approve : REVIEW_ACTIONS.reject, latest.error) : null;
  const busyWith = (postId: string) =>
    (approve.isPending && approve.variables.postId === postId) || (reject.isPending && reject.variables.postId === postId);
  return (
    <Card title="Pending Events" icon={<ClipboardList aria-hidden="true" size={18} />}>
      {failure && <p role="alert" className={styles.error}>{failure}</p>}
      <ListBody query={pending} empty="No events are waiting for approval.">
        {(posts) => (
          <ul className={styles.list} aria-label="Pending events">
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
      <Card title="Reported Posts" icon={<ShieldAlert aria-hidden="true" size={18} />}>
        <ListBody query={reported} empty="No open reports.">
          {(items) => (
            <ul className={styles.list} aria-label="Reported posts">
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
