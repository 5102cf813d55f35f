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
import { MESSAGES, moderationTexts } from '../../../shared/messages.ts';
import type { ReportInput } from '../../../shared/schemas/interactions.ts';
import type { AppContext, Viewer } from '../../context.ts';
import { changed, committing } from '../../changes/committing.ts';
import { fromFlag, isoIn, isUniqueViolation, newId, nowIso } from '../../database/values.ts';
import { conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { notify } from '../notifications/notifications.service.ts';
import * as policy from '../posts/posts.policy.ts';
import * as posts from '../posts/posts.service.ts';
import { assertNotSuspended } from '../auth/auth.policy.ts';
import * as users from '../users/users.service.ts';
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
  assertNotSuspended(viewer);
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
    const established = await reports.countEstablishedOpenReports(trx, postId, isoIn(-ESTABLISHED_AFTER_MS));
    if (established >= ctx.config.reportHideThreshold) {
      await posts.setPostModeration(trx, post, { hidden: 1 });
      await notify(trx, { userId: post.user_id, message: moderationTexts.hidden(post.title), type: 'info', postId });
    }
  });
}

/* What moderation asks of reports; each takes the caller's `db` or transaction. */
export type { OpenReportRow } from './reports.repository.ts';

/** The open reports with their posts, for the admin panel, at most `max`. */
export const findOpenReports = (db: AppContext['db'], max: number) => reports.findOpenReports(db, max);

/** Who reported this post and has not heard the outcome yet. */
export const findOpenReporterIds = (db: AppContext['db'], postId: string): Promise<string[]> => reports.findOpenReporterIds(db, postId);

/** Resolves the post's open reports as dismissed; answers who had reported it. */
export const dismissOpenReports = (db: AppContext['db'], postId: string, now: string): Promise<string[]> =>
  reports.dismissReports(db, postId, now);
