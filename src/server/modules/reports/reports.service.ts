/**
 * Reports. Only approved, visible posts can be reported, never one's own, once per user (the unique
 * (post_id, user_id) constraint decides under concurrency). The row and the post's open-report count are
 * written in one transaction; when reports from REPORT_HIDE_THRESHOLD different users are open, the post is
 * hidden from the feeds until an admin decides, and its author is told. The reporters hear the outcome
 * from the moderation flow.
 */
import { MESSAGES, moderationTexts } from '../../../shared/messages.ts';
import type { ReportInput } from '../../../shared/schemas/interactions.ts';
import type { AppContext, Viewer } from '../../context.ts';
import { changingMarksOf } from '../../database/data-version.ts';
import { fromFlag, isUniqueViolation, newId, nowIso } from '../../database/values.ts';
import { conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { notify } from '../notifications/notifications.service.ts';
import * as policy from '../posts/posts.policy.ts';
import * as posts from '../posts/posts.repository.ts';
import * as reports from './reports.repository.ts';

export async function reportPost(ctx: AppContext, viewer: Viewer, postId: string, input: ReportInput): Promise<void> {
  // A report changes the reporter's marks only; hiding the post changes nobody's (decision 018).
  await changingMarksOf(ctx, [viewer.id], (db) => db.transaction().execute(async (trx) => {
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
    if ((await reports.findOpenReportCount(trx, postId)) >= ctx.config.reportHideThreshold) {
      await posts.setModeration(trx, postId, { hidden: 1 });
      await notify(trx, { userId: post.user_id, message: moderationTexts.hidden(post.title), type: 'info', postId });
    }
  }));
}
