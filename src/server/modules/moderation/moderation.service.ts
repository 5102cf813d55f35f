/**
 * Moderation (SPEC §4, §6, §7): approvals, rejections, reported posts. Each action is one transaction that
 * changes the post, tells the people concerned (the author; the reporters, of the outcome) and writes the
 * audit log. Notifications about a post that is deleted carry no post id, so they outlive it.
 */
import { MESSAGES, notices } from '../../../shared/messages.ts';
import type { AuditEntry, ReportedPost, RevealedAuthor } from '../../../shared/schemas/admin.ts';
import type { Post } from '../../../shared/schemas/posts.ts';
import type { AppContext, Viewer } from '../../context.ts';
import { fromFlag, nowIso } from '../../database/values.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { decodePosition, type Page, toPage } from '../../lib/paging.ts';
import { committing } from '../../changes/committing.ts';
import { postRemoved, reportDismissed, reportUpheld } from '../notification-emails/notification-emails.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import * as posts from '../posts/posts.service.ts';
import * as reports from '../reports/reports.service.ts';
import { findUserById } from '../users/users.service.ts';
import { audit, auditPage } from '../audit/audit.ts';
import { dismissalRefusal, removalRefusal, reviewRefusal, type ModeratedPost } from './moderation.policy.ts';
import { presentAuditEntry, presentFlaggedPost, presentReportedPosts } from './moderation.presenter.ts';

/** The admin panel's lists are bounded: a campus's queue, not an archive. */
const PENDING_MAX = 200;
const OPEN_REPORTS_MAX = 500;

export async function listPendingEvents(ctx: AppContext, admin: Viewer): Promise<Post[]> {
  return posts.hydrate(ctx.db, admin, await posts.findPendingEvents(ctx.db, PENDING_MAX));
}

/**
 * The pending event at a version the admin reviewed (`reviewed`; null: as it stands), held until the transaction
 * ends; else the refusal.
 */
async function reviewedEvent(trx: AppContext['db'], id: string, reviewed: readonly number[] | null): Promise<posts.PostRow> {
  const post = await posts.findPostRow(trx, id);
  const refusal = reviewRefusal(post, reviewed);
  if (refusal || !post) throw refusal ?? notFound(MESSAGES.postNotFound);
  // An edit that lands between the read above and this statement is caught here, named version or not: what is
  // decided (and audited) is the version read.
  if (!(await posts.holdPendingVersion(trx, id, Number(post.version)))) throw conflict(MESSAGES.eventChangedSinceReview);
  return post;
}

/** What the author is told of an approval: an event, a Consight the word filter held, or a news post it held. */
const approvedNotice = (post: { type: string; title: string }) =>
  post.type === 'confession' ? notices.consightLive(post.title) : post.type === 'news' ? notices.postApproved(post.title) : notices.eventApproved(post.title);

export async function approveEvent(ctx: AppContext, admin: Viewer, id: string, reviewed: readonly number[] | null): Promise<Post> {
  await committing(ctx, async (trx) => {
    const post = await reviewedEvent(trx, id, reviewed);
    await posts.setPostStatus(trx, post, 'approved', nowIso());
    // What an approval means beyond the post is its kind's (a club's followers told, decision 081).
    await posts.postApproved(trx, ctx, post);
    await notify(trx, { userId: post.user_id, said: approvedNotice(post), type: 'success', postId: id });
    await audit(trx, admin, 'approve', post);
  });
  return posts.getPost(ctx, admin, id);
}

/** SPEC §4: rejecting an event deletes it. */
export async function rejectEvent(ctx: AppContext, admin: Viewer, id: string, reviewed: readonly number[] | null): Promise<void> {
  await committing(ctx, async (trx) => {
    const post = await reviewedEvent(trx, id, reviewed);
    await posts.removePost(ctx, trx, post, admin);
    await notify(trx, { userId: post.user_id, said: notices.eventRejected(post.title), type: 'error', postId: null });
    await audit(trx, admin, 'reject', post);
  });
}

/** What the moderation policy weighs about a post: its open reports and whether its author is an admin. */
async function moderated(trx: AppContext['db'], post: posts.PostRow, openReports: number): Promise<ModeratedPost> {
  const author = await findUserById(trx, post.user_id);
  return { ...post, openReports, authorIsAdmin: fromFlag(author?.is_admin ?? 0) };
}

export async function listReportedPosts(ctx: AppContext): Promise<ReportedPost[]> {
  const reported = presentReportedPosts(await reports.findOpenReports(ctx.db, OPEN_REPORTS_MAX));
  // Posts the word filter flagged, that no report lists, follow the reported ones (decision 046).
  const flagged = (await reports.findFlaggedUnreported(ctx.db, OPEN_REPORTS_MAX)).map(presentFlaggedPost);
  return [...reported, ...flagged];
}

/**
 * SPEC §7 admin delete-post: removes a (reported) post; the author (with the admin's reason, if given) and the
 * reporters hear the outcome, in the app and by email.
 */
export async function deleteReportedPost(ctx: AppContext, admin: Viewer, id: string, reason: string | null = null): Promise<void> {
  await committing(ctx, async (trx) => {
    const post = await posts.findPostRow(trx, id);
    if (!post) throw notFound(MESSAGES.postNotFound);
    const reporters = await reports.findOpenReporterIds(trx, id);
    const refusal = removalRefusal(admin, await moderated(trx, post, reporters.length));
    if (refusal) throw refusal;
    await reports.recordUpheldReports(trx, reporters, id, nowIso());
    await posts.removePost(ctx, trx, post, admin);
    if (post.user_id !== admin.id) {
      const told = reason ? notices.postRemovedWithReason(post.title, reason) : notices.postRemoved(post.title);
      await notify(trx, { userId: post.user_id, said: told, type: 'error', postId: null, push: { kind: 'report-outcome' } });
      await postRemoved(trx, ctx, post, reason);
    }
    for (const reporter of reporters) {
      await notify(trx, { userId: reporter, said: notices.reportUpheld(post.title), type: 'success', postId: null, push: { kind: 'report-outcome' } });
    }
    await reportUpheld(trx, ctx, post, reporters.filter((r) => r !== admin.id));
    const counted = reporters.length ? `${reporters.length} open report${reporters.length === 1 ? '' : 's'}` : null;
    await audit(trx, admin, 'delete', post, [counted, reason ? `reason: ${reason}` : null].filter(Boolean).join('; ') || null);
  });
}

/**
 * Resolves a post's open reports without deleting it; a post hidden by them comes back, and later reports
 * about it are listed here but no longer hide it (until it is edited).
 */
export async function dismissReports(ctx: AppContext, admin: Viewer, id: string, note: string | null = null): Promise<void> {
  await committing(ctx, async (trx) => {
    const post = await posts.findPostRow(trx, id);
    if (!post) throw notFound(MESSAGES.postNotFound);
    const refusal = dismissalRefusal(admin, await moderated(trx, post, 0));
    if (refusal) throw refusal;
    const reporters = await reports.dismissOpenReports(trx, id, nowIso());
    // Keeping a post the word filter flagged clears the flag (decision 046), with or without reports.
    const flagged = fromFlag(post.flagged);
    if (reporters.length === 0 && !flagged) throw conflict(MESSAGES.noOpenReports);
    if (flagged) await posts.clearPostFlag(trx, id);
    await posts.setPostModeration(trx, post, { hidden: 0, report_count: 0 });
    for (const reporter of reporters) {
      const told = note ? notices.reportDismissedWithNote(post.title, note) : notices.reportDismissed(post.title);
      await notify(trx, { userId: reporter, said: told, type: 'info', postId: id, push: { kind: 'report-outcome' } });
    }
    await reportDismissed(trx, ctx, post, reporters, note);
    if (fromFlag(post.hidden)) {
      await notify(trx, { userId: post.user_id, said: notices.postRestored(post.title), type: 'success', postId: id });
    }
    const counted = `${reporters.length} report${reporters.length === 1 ? '' : 's'}`;
    await audit(trx, admin, 'dismiss', post, note ? `${counted}; note: ${note}` : counted);
  });
}

export async function auditLog(ctx: AppContext, query: { limit: number; cursor?: string | undefined }): Promise<Page<AuditEntry>> {
  const before = query.cursor ? decodePosition(query.cursor) : null;
  const { rows, next } = toPage(await auditPage(ctx.db, before, query.limit + 1), query.limit);
  return { items: rows.map(presentAuditEntry), next };
}

// ---- Anonymous Consights (decision 043) ----

/**
 * Who wrote an anonymous post, for an admin, only once someone reported it; the admin's reason goes to the
 * audit log in the same transaction, so no reveal goes unrecorded.
 */
export async function revealAuthor(ctx: AppContext, admin: Viewer, id: string, reason: string): Promise<RevealedAuthor> {
  return committing(ctx, async (trx) => {
    const post = await posts.findPostRow(trx, id);
    if (!post) throw notFound(MESSAGES.postNotFound);
    if (!fromFlag(post.anonymous)) throw badRequest(MESSAGES.revealNotAnonymous);
    if (!(await reports.wasReported(trx, id))) throw badRequest(MESSAGES.revealNotReported);
    const author = await findUserById(trx, post.user_id);
    if (!author) throw notFound(MESSAGES.postNotFound);
    await audit(trx, admin, 'reveal', post, reason);
    return { _id: author.id, name: author.name, email: author.email };
  });
}
