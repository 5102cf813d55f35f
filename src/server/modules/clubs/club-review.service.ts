/**
 * The review of clubs (decision 081): moderators and admins approve or decline a new club and an approved club's
 * waiting edit, and see clubs left with no owner; an admin makes a club inactive (its page stays, its events stop)
 * or lets its events skip review. The asker is told; every act is in the audit log.
 */
import { clubNotices } from '../../../shared/club-messages.ts';
import { CLUB_MESSAGES as M } from '../../../shared/club-messages.ts';
import type { AdminClubQueue, Club, ClubUpdate } from '../../../shared/schemas/clubs.ts';
import type { AppContext, Viewer } from '../../context.ts';
import { committing } from '../../changes/committing.ts';
import { nowIso, toFlag } from '../../database/values.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { auditAccount } from '../audit/audit.ts';
import { notify } from '../notifications/notifications.service.ts';
import { columnsOf } from './club-fields.ts';
import { pendingChangesOf, presentClub } from './clubs.presenter.ts';
import { claimingNames } from './club-names.ts';
import * as repo from './clubs.repository.ts';
import { clubAnswer, clubChanged } from './clubs.service.ts';

const REVIEWER = { membership: undefined, following: false, insider: true, manager: false };

/** The club as the audit log names it (its entries name an account or a post; a club is named by its address). */
const audited = (club: { name: string; slug: string }) => ({ name: club.name, email: `/clubs/${club.slug}` });

export async function reviewQueue(ctx: AppContext): Promise<AdminClubQueue> {
  const queue = await repo.findReviewQueue(ctx.db, nowIso());
  return {
    pending: queue.pending.map((row) => presentClub(row, REVIEWER)),
    pendingEdits: queue.pendingEdits.map((row) => presentClub(row, REVIEWER)),
    orphaned: queue.orphaned.map((row) => presentClub(row, REVIEWER)),
  };
}

async function clubOrNotFound(db: AppContext['db'], slug: string): Promise<repo.ClubRow> {
  const club = await repo.findClubBySlug(db, slug);
  if (!club) throw notFound(M.notFound());
  return club;
}

/** Approves a new club, or applies an approved club's waiting edit. */
export async function approve(ctx: AppContext, reviewer: Viewer, slug: string): Promise<Club> {
  await claimingNames(ctx, null, () => committing(ctx, async (trx) => {
    const club = await clubOrNotFound(trx, slug);
    const now = nowIso();
    if (club.status === 'pending') {
      await repo.updateClub(trx, club.id, { status: 'approved', approved_at: now, review_note: null, updated_at: now, version: club.version + 1 });
      await notify(trx, { userId: club.created_by, said: clubNotices.clubApproved(club.name), type: 'success', postId: null, clubId: club.id });
      await auditAccount(trx, reviewer, 'approve', audited(club), 'new club approved');
    } else if (club.pending_changes !== null && (club.status === 'approved' || club.status === 'inactive')) {
      const changes: ClubUpdate = pendingChangesOf(club.pending_changes) ?? {};
      if (changes.name !== undefined && changes.name.toLowerCase() !== club.name.toLowerCase() && (await repo.nameTaken(trx, changes.name, club.id))) {
        throw conflict(M.nameTaken());
      }
      await repo.updateClub(trx, club.id, { ...columnsOf(changes), pending_changes: null, pending_since: null, review_note: null, updated_at: now, version: club.version + 1 });
      for (const managerId of await repo.findManagerIds(trx, club.id)) {
        await notify(trx, { userId: managerId, said: clubNotices.editApproved(changes.name ?? club.name), type: 'success', postId: null, clubId: club.id });
      }
      await auditAccount(trx, reviewer, 'approve', audited(club), `edit approved: ${Object.keys(changes).join(', ')}`);
    } else {
      throw conflict(M.nothingToReview());
    }
    clubChanged(trx, true);
  }));
  return clubAnswer(ctx.db, slug, reviewer);
}

/** Declines a new club (it becomes rejected, with the reason), or drops an approved club's waiting edit with the note. */
export async function reject(ctx: AppContext, reviewer: Viewer, slug: string, reason: string | undefined): Promise<Club> {
  const note = reason?.trim() || null;
  await committing(ctx, async (trx) => {
    const club = await clubOrNotFound(trx, slug);
    const now = nowIso();
    if (club.status === 'pending') {
      await repo.updateClub(trx, club.id, { status: 'rejected', review_note: note, updated_at: now, version: club.version + 1 });
      const said = note ? clubNotices.clubRejectedWithReason(club.name, note) : clubNotices.clubRejected(club.name);
      await notify(trx, { userId: club.created_by, said, type: 'error', postId: null, clubId: club.id });
      await auditAccount(trx, reviewer, 'reject', audited(club), note ? `new club declined: ${note}` : 'new club declined');
    } else if (club.pending_changes !== null) {
      await repo.updateClub(trx, club.id, { pending_changes: null, pending_since: null, review_note: note, updated_at: now, version: club.version + 1 });
      const said = note ? clubNotices.editRejectedWithReason(club.name, note) : clubNotices.editRejected(club.name);
      for (const managerId of await repo.findManagerIds(trx, club.id)) {
        await notify(trx, { userId: managerId, said, type: 'error', postId: null, clubId: club.id });
      }
      await auditAccount(trx, reviewer, 'reject', audited(club), note ? `edit declined: ${note}` : 'edit declined');
    } else {
      throw conflict(M.nothingToReview());
    }
    clubChanged(trx, true);
  });
  return clubAnswer(ctx.db, slug, reviewer);
}

/** The admin makes an approved club inactive or active again, and chooses whether its events skip review. */
export async function adminUpdate(ctx: AppContext, admin: Viewer, slug: string, input: { status?: 'approved' | 'inactive' | undefined; autoApproveEvents?: boolean | undefined }): Promise<Club> {
  await committing(ctx, async (trx) => {
    const club = await clubOrNotFound(trx, slug);
    const now = nowIso();
    const acts: string[] = [];
    if (input.status !== undefined && input.status !== club.status) {
      if (club.status !== 'approved' && club.status !== 'inactive') throw conflict(M.statusNotChangeable());
      await repo.updateClub(trx, club.id, { status: input.status, inactive_at: input.status === 'inactive' ? now : null, updated_at: now });
      acts.push(input.status === 'inactive' ? 'made inactive' : 'made active');
    }
    if (input.autoApproveEvents !== undefined && toFlag(input.autoApproveEvents) !== club.auto_approve_events) {
      await repo.updateClub(trx, club.id, { auto_approve_events: toFlag(input.autoApproveEvents), updated_at: now });
      acts.push(input.autoApproveEvents ? "events skip review" : 'events reviewed');
    }
    if (acts.length === 0) return;
    await auditAccount(trx, admin, 'edit', audited(club), acts.join('; '));
    clubChanged(trx, true);
  });
  return clubAnswer(ctx.db, slug, admin);
}
