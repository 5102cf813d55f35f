/**
 * A club's people (decision 081): joining (open: at once; by approval: a request its officers decide; by
 * invitation: with an invite), leaving, the members list, roles and titles, removing, handing over ownership, and
 * invitations by email. A club always keeps an owner. Member and follower counts change in the same transaction.
 */
import type { Transaction } from 'kysely';
import { CLUB_MESSAGES as M, clubNotices } from '../../../shared/club-messages.ts';
import { CLUB_LIMITS, type Club, type ClubMember } from '../../../shared/schemas/clubs.ts';
import type { AppContext, Viewer } from '../../context.ts';
import { committing } from '../../changes/committing.ts';
import type { Database } from '../../database/schema.ts';
import { newId, nowIso } from '../../database/values.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/http-errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { assertMayContribute } from '../auth/auth.policy.ts';
import { queueEmail } from '../email/outbox.ts';
import { notify } from '../notifications/notifications.service.ts';
import { inviteMessage } from './club-emails.ts';
import * as policy from './clubs.policy.ts';
import { presentMember } from './clubs.presenter.ts';
import * as invites from './club-invites.repository.ts';
import * as repo from './clubs.repository.ts';
import { activeRole, clubAnswer, clubChanged, clubInContext } from './clubs.service.ts';

type Trx = Transaction<Database>;
const DAY_MS = 24 * 60 * 60 * 1000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const gone = (message: string) => new HttpError(410, message);

/** Makes the user an active member (from nothing, a request or alumni), following the club; counts kept. */
async function admit(trx: Trx, clubId: string, userId: string, existing: repo.MembershipRow | undefined): Promise<void> {
  const now = nowIso();
  if (existing) await repo.updateMembership(trx, clubId, userId, { role: existing.role === 'alumni' ? 'member' : existing.role, status: 'active', joined_at: now });
  else await repo.insertMembership(trx, { club_id: clubId, user_id: userId, role: 'member', title: null, status: 'active', created_at: now, joined_at: now, confirmed_at: null });
  await repo.insertFollow(trx, clubId, userId, now);
  await repo.refreshCounts(trx, clubId);
  clubChanged(trx);
}

/** Joins an approved club by its policy: at once, as a request, or with an invite the viewer holds. */
export async function join(ctx: AppContext, viewer: Viewer, slug: string): Promise<Club> {
  assertMayContribute(viewer, ctx.config.campus);
  await committing(ctx, async (trx) => {
    const { club, membership } = await clubInContext(trx, slug, viewer);
    if (club.status !== 'approved') throw conflict(M.notTakingMembers());
    if (membership?.status === 'active' && membership.role !== 'alumni') throw conflict(M.alreadyMember());
    if (membership?.status === 'requested') throw conflict(M.alreadyRequested());
    const now = nowIso();
    const invite = await invites.findValidInvite(trx, club.id, viewer.email.toLowerCase(), now);
    if (invite) {
      await invites.markInviteAccepted(trx, invite.id, now);
      await admit(trx, club.id, viewer.id, membership);
    } else if (club.join_policy === 'invite') {
      throw forbidden(M.inviteOnly());
    } else if (club.join_policy === 'approval') {
      if (membership) await repo.updateMembership(trx, club.id, viewer.id, { status: 'requested', role: 'member', created_at: now });
      else await repo.insertMembership(trx, { club_id: club.id, user_id: viewer.id, role: 'member', title: null, status: 'requested', created_at: now, joined_at: null, confirmed_at: null });
      for (const managerId of await repo.findManagerIds(trx, club.id)) {
        await notify(trx, { userId: managerId, said: clubNotices.joinRequested(viewer.name, club.name), type: 'info', postId: null, clubId: club.id });
      }
      clubChanged(trx);
    } else {
      await admit(trx, club.id, viewer.id, membership);
    }
  });
  return clubAnswer(ctx.db, slug, viewer);
}

/** Leaves the club (or withdraws a request), and stops following it; the last owner hands over first. */
export async function leave(ctx: AppContext, viewer: Viewer, slug: string): Promise<Club> {
  await committing(ctx, async (trx) => {
    const { club, membership } = await clubInContext(trx, slug, viewer);
    if (!membership) throw conflict(M.notMember());
    if (membership.status === 'active' && membership.role === 'owner' && (await repo.countActiveOwners(trx, club.id)) <= 1) throw conflict(M.lastOwner());
    await repo.deleteMembership(trx, club.id, viewer.id);
    await repo.deleteFollow(trx, club.id, viewer.id);
    await repo.refreshCounts(trx, club.id);
    clubChanged(trx);
  });
  // A pending club its last member left is no longer theirs to see: answer what the public may know.
  return clubAnswer(ctx.db, slug, viewer);
}

/** The members everyone who may see the club sees; requests to join for its managers and the reviewers. */
export async function members(ctx: AppContext, viewer: Viewer | null, slug: string): Promise<ClubMember[]> {
  const { club, role } = await clubInContext(ctx.db, slug, viewer);
  const insider = policy.seesInside(viewer, role);
  return (await repo.findMembers(ctx.db, club.id, insider)).map((row) => presentMember(row, insider));
}

async function targetOf(trx: Trx, clubId: string, userId: string): Promise<repo.MembershipRow> {
  const target = await repo.findMembership(trx, clubId, userId);
  if (!target) throw notFound(M.memberNotFound());
  return target;
}

/** Approves a request, sets a title, or (an owner) changes a role; making someone owner keeps the other owners. */
export async function updateMember(
  ctx: AppContext,
  viewer: Viewer,
  slug: string,
  userId: string,
  input: { role?: 'owner' | 'officer' | 'member' | 'alumni' | undefined; title?: string | null | undefined; approve?: boolean | undefined },
): Promise<ClubMember> {
  await committing(ctx, async (trx) => {
    const { club, role } = await clubInContext(trx, slug, viewer);
    policy.assertManages(role);
    let target = await targetOf(trx, club.id, userId);
    if (input.approve) {
      if (target.status !== 'requested') throw conflict(M.notRequested());
      await admit(trx, club.id, userId, target);
      await notify(trx, { userId, said: clubNotices.joinApproved(club.name), type: 'success', postId: null, clubId: club.id });
      target = await targetOf(trx, club.id, userId);
    }
    if (input.role !== undefined && input.role !== target.role) {
      const refusal = policy.roleChangeRefusal(role, target, input.role, await repo.countActiveOwners(trx, club.id));
      if (refusal) throw refusal;
      await repo.updateMembership(trx, club.id, userId, { role: input.role, confirmed_at: null });
      if (input.role === 'owner') await notify(trx, { userId, said: clubNotices.madeOwner(club.name), type: 'success', postId: null, clubId: club.id });
      await repo.refreshCounts(trx, club.id);
      clubChanged(trx);
    }
    if (input.title !== undefined) {
      const refusal = policy.titleRefusal(role, viewer.id, userId, target);
      if (refusal) throw refusal;
      await repo.updateMembership(trx, club.id, userId, { title: input.title?.trim() ? input.title.trim().slice(0, CLUB_LIMITS.titleMax) : null });
      clubChanged(trx);
    }
  });
  const { club } = await clubInContext(ctx.db, slug, viewer);
  const row = (await repo.findMembers(ctx.db, club.id, true)).find((m) => m.user_id === userId);
  if (!row) throw notFound(M.memberNotFound());
  return presentMember(row, true);
}

/** Removes a member or declines a request: officers remove members, owners anyone but the last owner. */
export async function removeMember(ctx: AppContext, viewer: Viewer, slug: string, userId: string): Promise<Club> {
  await committing(ctx, async (trx) => {
    const { club, role } = await clubInContext(trx, slug, viewer);
    policy.assertManages(role);
    const target = await targetOf(trx, club.id, userId);
    const refusal = policy.removalRefusal(role, target, await repo.countActiveOwners(trx, club.id));
    if (refusal) throw refusal;
    await repo.deleteMembership(trx, club.id, userId);
    await repo.deleteFollow(trx, club.id, userId);
    await repo.refreshCounts(trx, club.id);
    clubChanged(trx);
  });
  return clubAnswer(ctx.db, slug, viewer);
}

/** An owner makes another active member the owner, and becomes an officer. */
export async function handover(ctx: AppContext, viewer: Viewer, slug: string, userId: string): Promise<Club> {
  await committing(ctx, async (trx) => {
    const { club, role } = await clubInContext(trx, slug, viewer);
    policy.assertOwns(role);
    if (userId === viewer.id) throw badRequest(M.handoverToMember());
    const target = await repo.findMembership(trx, club.id, userId);
    if (!target || target.status !== 'active' || target.role === 'alumni') throw badRequest(M.handoverToMember());
    if (target.role === 'owner') throw conflict(M.alreadyOwner());
    const now = nowIso();
    await repo.updateMembership(trx, club.id, userId, { role: 'owner', confirmed_at: now });
    await repo.updateMembership(trx, club.id, viewer.id, { role: 'officer' });
    await notify(trx, { userId, said: clubNotices.madeOwner(club.name), type: 'success', postId: null, clubId: club.id });
    clubChanged(trx);
  });
  return clubAnswer(ctx.db, slug, viewer);
}

/** A manager invites an address by email, for 14 days; a new invite to the same address replaces the old. */
export async function invite(ctx: AppContext, viewer: Viewer, slug: string, email: string): Promise<{ ok: true; expiresAt: string }> {
  const address = email.trim().toLowerCase();
  if (!EMAIL.test(address)) throw badRequest(M.invalidEmail());
  return committing(ctx, async (trx) => {
    const { club, role } = await clubInContext(trx, slug, viewer);
    policy.assertManages(role);
    if (club.status === 'rejected' || club.status === 'inactive') throw conflict(M.notTakingMembers());
    const inviteeId = await repo.findUserIdByEmail(trx, address);
    const existing = inviteeId ? await repo.findMembership(trx, club.id, inviteeId) : undefined;
    if (existing && existing.status === 'active' && existing.role !== 'alumni') throw conflict(M.inviteMember());
    const now = nowIso();
    const expiresAt = new Date(Date.now() + CLUB_LIMITS.inviteDays * DAY_MS).toISOString();
    const token = newToken();
    await invites.revokeOpenInvites(trx, club.id, address, now);
    await invites.insertInvite(trx, { id: newId(), club_id: club.id, email: address, token_hash: hashToken(token), invited_by: viewer.id, created_at: now, expires_at: expiresAt, accepted_at: null, revoked_at: null });
    const url = new URL(`/clubs/${club.slug}?invite=${encodeURIComponent(token)}`, ctx.config.publicUrl).toString();
    const invitee = inviteeId ? await repo.findUser(trx, inviteeId) : undefined;
    await queueEmail(trx, new URL(ctx.config.publicUrl).host, {
      kind: 'club-invite',
      to: address,
      userId: invitee?.id ?? null,
      message: inviteMessage({ club: club.name, inviter: viewer.name, url, expiresOn: expiresAt.slice(0, 10), locale: invitee?.locale ?? null }),
    });
    clubChanged(trx);
    return { ok: true as const, expiresAt };
  });
}

/** The invitee accepts: signed in and verified, with the address the invite was sent to; an expired one is 410. */
export async function acceptInvite(ctx: AppContext, viewer: Viewer, token: string): Promise<Club> {
  assertMayContribute(viewer, ctx.config.campus);
  const slug = await committing(ctx, async (trx) => {
    const found = await invites.findInviteByHash(trx, hashToken(token));
    if (!found || found.revoked_at !== null) throw notFound(M.inviteNotFound());
    if (found.accepted_at !== null) throw gone(M.inviteUsed());
    if (found.expires_at <= nowIso()) throw gone(M.inviteExpired());
    if (found.email !== viewer.email.toLowerCase()) throw forbidden(M.inviteOtherEmail());
    const club = await repo.findClubById(trx, found.club_id);
    if (!club || (club.status !== 'approved' && club.status !== 'pending')) throw conflict(M.notTakingMembers());
    const membership = await repo.findMembership(trx, club.id, viewer.id);
    await invites.markInviteAccepted(trx, found.id, nowIso());
    if (activeRole(membership) === null) await admit(trx, club.id, viewer.id, membership);
    else clubChanged(trx);
    return club.slug;
  });
  return clubAnswer(ctx.db, slug, viewer);
}
