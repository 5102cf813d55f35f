import { AUDIT_ACTIONS, type AuditAction, type AuditEntry, type ReportedPost } from '../../../shared/schemas/admin.ts';
import { fromFlag, parseJsonList } from '../../database/values.ts';
import { personBeside } from '../posts/posts.presenter.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import type { FlaggedPostRow, OpenReportRow } from '../reports/reports.service.ts';
import type { AuditPageRow } from '../audit/audit.ts';

/** Open reports (newest first) grouped by post: one item per post, its newest report on top (SPEC §7). */
export function presentReportedPosts(rows: readonly OpenReportRow[]): ReportedPost[] {
  const byPost = new Map<string, OpenReportRow[]>();
  for (const row of rows) byPost.set(row.post_id, [...(byPost.get(row.post_id) ?? []), row]);
  return [...byPost.values()].map((reports) => {
    const newest = reports[0]!;
    return {
      _id: newest.id,
      reportReason: newest.reason,
      timestamp: newest.created_at,
      reporter: { _id: newest.reporter_id, name: newest.reporter_name },
      reportCount: reports.length,
      reports: reports.map((r) => ({
        _id: r.id,
        reason: r.reason,
        timestamp: r.created_at,
        reporter: { _id: r.reporter_id, name: r.reporter_name },
      })),
      postId: presentListedPost(newest),
      // Why reports hid it, while they still hide it (decision 045).
      autoHidden:
        fromFlag(newest.post_hidden) && newest.auto_hidden_at !== null
          ? {
              timestamp: newest.auto_hidden_at,
              reports: Number(newest.auto_hidden_reports),
              weight: Number(newest.auto_hidden_weight),
              threshold: Number(newest.auto_hidden_threshold),
            }
          : null,
      flaggedByFilter: fromFlag(newest.post_flagged),
    };
  });
}

/** The post of an entry in the reported list; an anonymous one under its pseudonym (decision 043). */
function presentListedPost(row: FlaggedPostRow): ReportedPost['postId'] {
  const author = personBeside({ ...row, user_id: row.author_id }, { id: row.author_id, name: row.author_name });
  return {
    _id: row.post_id,
    title: row.post_title,
    content: row.post_content,
    type: row.post_type,
    status: row.post_status === 'pending' ? 'pending' : 'approved',
    hidden: fromFlag(row.post_hidden),
    images: parseJsonList<string>(row.post_images),
    timestamp: row.post_created_at,
    author: { _id: author.id, name: author.name },
    anonymous: author.anonymous,
  };
}

/** A post the word filter flagged that no open report lists (decision 046), as an entry of the same list. */
export function presentFlaggedPost(row: FlaggedPostRow): ReportedPost {
  return {
    _id: `flagged-${row.post_id}`,
    reportReason: MESSAGES.flaggedByWordFilter,
    timestamp: row.post_created_at,
    reporter: { _id: '', name: '' },
    reportCount: 0,
    reports: [],
    postId: presentListedPost(row),
    autoHidden: null,
    flaggedByFilter: true,
  };
}

const auditAction = (value: string): AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value) ? (value as AuditAction) : 'edit';

/**
 * An entry of the audit log. An actor who acted on their own anonymous post shows its pseudonym, kept with the
 * entry when it was written (the post may be gone since): the reveal route alone names them (decision 067).
 */
export const presentAuditEntry = (row: AuditPageRow): AuditEntry => ({
  _id: row.id,
  action: auditAction(row.action),
  actor: row.actor_id ? auditActor({ ...row, actor_id: row.actor_id }) : null,
  postId: row.post_id,
  postTitle: row.post_title,
  detail: row.detail,
  timestamp: row.created_at,
});

function auditActor(row: AuditPageRow & { actor_id: string }): NonNullable<AuditEntry['actor']> {
  const post = { user_id: row.actor_id, anonymous: row.actor_pseudonym === null ? 0 : 1, pseudonym: row.actor_pseudonym, pseudonym_hue: null };
  const actor = personBeside(post, { id: row.actor_id, name: row.actor_name ?? '' });
  return { _id: actor.id, name: actor.name };
}
