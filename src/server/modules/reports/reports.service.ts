/**
 * Reports. Only approved, visible posts can be reported, never one's own, once per user (the unique
 * (post_id, user_id) constraint decides under concurrency). The row and the post's open-report count are
 * written in one transaction. Every report is listed for the admins (their reported posts). When open
 * reports from REPORT_HIDE_THRESHOLD different established accounts (a day old, with a post or comment that
 * stands) are open, the post is hidden from the feeds until an admin decides, and its author is told; news,
 * an admin's post and a post whose reports an admin dismissed (and that was not edited since) are never
 * hidden automatically: the admins decide (decision 028). The reporters hear the outcome from the
 * moderation flow.
 */
import { MESSAGES, notices } from '../../../shared/messages.ts';
import type { ReportInput } from '../../../shared/schemas/interactions.ts';
import type { AppContext, Viewer } from '../../context.ts';
import { changed, committing } from '../../changes/committing.ts';
import { fromFlag, isoIn, isUniqueViolation, newId, nowIso } from '../../database/values.ts';
import { conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { notify } from '../notifications/notifications.service.ts';
import { assertMayContribute, campusGated, isCampusEmail } from '../auth/auth.policy.ts';
import * as policy from '../posts/posts.policy.ts';
import * as posts from '../posts/posts.service.ts';
import * as users from '../users/users.service.ts';
import { reportWeight, totalWeight } from './report-weight.ts';
import * as reports from './reports.repository.ts';

/** How old an account must be before its reports count toward hiding a post. */
const ESTABLISHED_AFTER_MS = 24 * 60 * 60 * 1000;

/** Whether reports alone may hide the post, or only an admin may act on it. */
async function canBeHiddenByReports(db: AppContext['db'], post: posts.PostRow): Promise<boolean> {
  if (post.type === 'news') return false;
  if (post.reports_dismissed_at !== null && post.updated_at <= post.reports_dismissed_at) return false;
  return (await users.findUserById(db, post.user_id))?.is_admin !== 1;
}

export async function reportPost(ctx: AppContext, viewer: Viewer, postId: string, input: ReportInput): Promise<void> {
  assertMayContribute(viewer, ctx.config.campus, 'react');
  // A report changes the reporter's marks only; hiding the post changes nobody's (decision 018).
  await committing(ctx, async (trx) => {
    const post = await posts.findPostRow(trx, postId);
    if (!post || !policy.canView(viewer, post) || post.status !== 'approved' || fromFlag(post.hidden)) {
      throw notFound(MESSAGES.postNotFound);
    }
    if (policy.isOwner(viewer, post)) throw forbidden(MESSAGES.cannotReportOwn);
    // Admins decide on posts directly (Delete Post in the admin panel); the client offers them no Report.
    if (viewer.isAdmin) throw forbidden(MESSAGES.adminsDoNotReport);
    try {
      await reports.insertReport(trx, {
        id: newId(),
        post_id: postId,
        user_id: viewer.id,
        reason: input.reason,
        created_at: nowIso(),
        resolved_at: null,
        outcome: null,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(MESSAGES.alreadyReported);
      throw error;
    }
    await reports.bumpReportCount(trx, postId);
    changed(trx, { type: 'report', postId, userId: viewer.id });
    if (!(await canBeHiddenByReports(trx, post))) return;
    const counted = await countOpenReports(ctx, trx, postId);
    const threshold = ctx.config.reportHideThreshold;
    if (counted.weight >= threshold) {
      await posts.setPostModeration(trx, post, { hidden: 1 });
      await reports.saveAutoHide(trx, { post_id: postId, hidden_at: nowIso(), reports: counted.reports, weight: counted.weight, threshold });
      await notify(trx, { userId: post.user_id, said: notices.postHidden(post.title), type: 'info', postId });
    }
  });
}

/**
 * What the post's open reports weigh toward hiding it. Behind the campus gate (decision 045): only reports from
 * verified accounts in the campus domains count, each weighed by its account's age and its past reports'
 * outcomes (report-weight.ts). Without the gate: one per report from an established account (decision 028).
 */
async function countOpenReports(ctx: AppContext, trx: AppContext['db'], postId: string): Promise<{ reports: number; weight: number }> {
  if (!campusGated(ctx.config.campus)) {
    const established = await reports.countEstablishedOpenReports(trx, postId, isoIn(-ESTABLISHED_AFTER_MS));
    return { reports: established, weight: established };
  }
  const now = Date.now();
  const counted = (await reports.findOpenReporterRecords(trx, postId)).filter(
    (r) => r.email_verified_at !== null && isCampusEmail(ctx.config.campus, r.email),
  );
  const records = counted.map((r) => ({ ageMs: now - Date.parse(r.created_at), upheld: r.upheld, dismissed: r.dismissed }));
  return { reports: records.filter((r) => reportWeight(r) > 0).length, weight: totalWeight(records) };
}

/** The reporters' reports were upheld: an admin removed the post. Their later reports weigh more (decision 045). */
export const recordUpheldReports = (db: AppContext['db'], reporterIds: readonly string[], postId: string, now: string): Promise<void> =>
  reports.insertUpheldReports(db, reporterIds, postId, now);

/* What moderation asks of reports; each takes the caller's `db` or transaction. */
export type { FlaggedPostRow, OpenReportRow } from './reports.repository.ts';

/** The open reports with their posts, for the admin panel, at most `max`. */
export const findOpenReports = (db: AppContext['db'], max: number) => reports.findOpenReports(db, max);
/** Posts the word filter flagged that no open report lists (decision 046). */
export const findFlaggedUnreported = (db: AppContext['db'], max: number) => reports.findFlaggedUnreported(db, max);

/** Who reported this post and has not heard the outcome yet. */
export const findOpenReporterIds = (db: AppContext['db'], postId: string): Promise<string[]> => reports.findOpenReporterIds(db, postId);

/** Resolves the post's open reports as dismissed; answers who had reported it. */
export const dismissOpenReports = (db: AppContext['db'], postId: string, now: string): Promise<string[]> =>
  reports.dismissReports(db, postId, now);

/** Whether the post was ever reported: an anonymous post's author may be revealed only then (decision 043). */
export const wasReported = (db: AppContext['db'], postId: string): Promise<boolean> => reports.wasReported(db, postId);
