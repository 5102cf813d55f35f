/**
 * The year's handover (decision 081): the admin starts a year on a day the campus chooses; every approved club's
 * owners and officers confirm within `confirmDays`; after the last day, those who did not become members, and a
 * club left with no owner is flagged to the admins, who appoint one. Graduates are marked alumni.
 */
import { t } from '../../../shared/i18n.ts';
import { CLUB_NEWS_MESSAGES as M } from '../../../shared/club-news-messages.ts';
import type { ClubYear, ClubYearProgress } from '../../../shared/schemas/club-news.ts';
import { CLUB_LIMITS } from '../../../shared/schemas/clubs.ts';
import type { Transaction } from 'kysely';
import type { AppContext, Viewer } from '../../context.ts';
import type { Database } from '../../database/schema.ts';
import { changed, committing } from '../../changes/committing.ts';
import { newId, nowIso } from '../../database/values.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { clubRoleOf, refreshClubCounts } from '../clubs/club-roles.ts';
import { clubOr404 } from './announcements.service.ts';
import { assertMayMarkAlumni, isManager } from './club-news.policy.ts';
import { presentYear, presentYearClub } from './club-news.presenter.ts';
import * as repo from './club-news.repository.ts';
import { tellAppointed, tellConfirm, tellDemoted, tellOrphaned } from './club-news.telling.ts';

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** The campus's calendar day of an instant, `YYYY-MM-DD`. */
export function campusToday(ctx: Pick<AppContext, 'config'>, at: number = Date.now()): string {
  const zone = ctx.config.campusTimeZone;
  let format = dayFormats.get(zone);
  if (!format) dayFormats.set(zone, (format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  return format.format(at);
}

const addDays = (day: string, days: number): string => {
  const time = Date.parse(`${day}T00:00:00Z`);
  return new Date(time + days * 86_400_000).toISOString().slice(0, 10);
};

/** The year's writes move clubs' roles and people, never what their events' cards show. */
const clubChanged = (trx: object): void => changed(trx, { type: 'club', page: false });

/** Starts a year (closing any open one): every approved club's owners and officers are asked to confirm. */
export async function startYear(ctx: AppContext, admin: Viewer, startsOn: string): Promise<ClubYear> {
  if (Number.isNaN(Date.parse(`${startsOn}T00:00:00Z`)) || addDays(startsOn, 0) !== startsOn) throw badRequest(t(M.yearInPast));
  if (startsOn < campusToday(ctx)) throw badRequest(t(M.yearInPast));
  const confirmBy = addDays(startsOn, CLUB_LIMITS.confirmDays);
  const now = nowIso();
  const id = newId();
  await committing(ctx, async (trx) => {
    await repo.closeOpenYears(trx, now);
    await repo.insertYear(trx, { id, starts_on: startsOn, confirm_by: confirmBy, started_by: admin.id, created_at: now, closed_at: null });
    const clubIds = await repo.askApprovedClubs(trx, confirmBy);
    const officers = await repo.findOfficers(trx, clubIds);
    await tellConfirm(
      trx,
      ctx,
      officers.map((o) => ({ user_id: o.user_id, club: { id: o.club_id, slug: o.club_slug, name: o.club_name } })),
      confirmBy,
    );
    clubChanged(trx);
  });
  const year = await repo.findLatestYear(ctx.db);
  if (!year) throw notFound(t(M.noOpenYear));
  return presentYear(year);
}

export async function yearProgress(ctx: AppContext): Promise<ClubYearProgress> {
  const [year, rows] = await Promise.all([repo.findLatestYear(ctx.db), repo.findYearProgress(ctx.db)]);
  const clubs = rows.map(presentYearClub);
  return { year: year ? presentYear(year) : null, clubs, orphaned: clubs.filter((c) => c.orphaned).map(({ slug, name }) => ({ slug, name })) };
}

/** An active owner or officer confirms for the year. */
export async function confirmForYear(ctx: AppContext, viewer: Viewer, slug: string): Promise<{ confirmed: true; confirmBy: string | null }> {
  const club = await clubOr404(ctx, slug);
  const role = await clubRoleOf(ctx.db, club.id, viewer.id);
  if (!isManager(role)) throw forbidden(t(M.notOfficer));
  if (!club.confirm_by) throw conflict(t(M.noConfirmNeeded));
  await committing(ctx, async (trx) => {
    await repo.confirmOfficer(trx, club.id, viewer.id, nowIso());
    clubChanged(trx);
  });
  return { confirmed: true, confirmBy: club.confirm_by };
}

/**
 * The handover's job: for each club whose last day has passed (every asked club when `early`), the owners and
 * officers who did not confirm become members, and a club left with no owner is told to the admins, once (its
 * deadline is cleared with it). When no club is left waiting, the year closes. Answers how many clubs it settled.
 */
export async function settleHandover(ctx: AppContext, early = false): Promise<number> {
  const due = await repo.findDueClubs(ctx.db, early ? null : campusToday(ctx));
  for (const club of due) {
    await committing(ctx, async (trx) => {
      const demoted = await repo.demoteUnconfirmed(trx, club.id);
      await repo.clearConfirmBy(trx, club.id);
      await tellDemoted(trx, club, demoted);
      if (club.status === 'approved' && (await repo.countActiveOwners(trx, club.id)) === 0) await tellOrphaned(trx, club, await repo.adminIds(trx));
      clubChanged(trx);
    });
  }
  if (due.length > 0 && !(await repo.anyClubAsked(ctx.db))) {
    await committing(ctx, async (trx) => {
      await repo.closeOpenYears(trx, nowIso());
      clubChanged(trx);
    });
  }
  return due.length;
}

/** The admin ends the confirmation window early: the handover is settled now for every club still asked. */
export async function closeYear(ctx: AppContext): Promise<ClubYearProgress> {
  if (!(await repo.findOpenYear(ctx.db))) throw conflict(t(M.noOpenYear));
  await settleHandover(ctx, true);
  await committing(ctx, async (trx) => {
    await repo.closeOpenYears(trx, nowIso());
    clubChanged(trx);
  });
  return yearProgress(ctx);
}

/** The admin appoints an owner: an active member, or any verified student, who becomes a member (and follows). */
export async function appointOwner(ctx: AppContext, slug: string, who: { userId?: string | undefined; email?: string | undefined }): Promise<{ ok: true }> {
  const club = await clubOr404(ctx, slug);
  const student = who.userId ? await repo.findStudent(ctx.db, who.userId) : await repo.findStudentByEmail(ctx.db, who.email ?? '');
  const userId = student?.id ?? '';
  if (!student || student.deleted_at || !student.email_verified_at) throw badRequest(t(M.ownerNotStudent));
  const now = nowIso();
  await committing(ctx, async (trx) => {
    await repo.upsertMember(trx, club.id, userId, 'owner', now);
    await repo.ensureFollow(trx, club.id, userId, now);
    await refreshClubCounts(trx, club.id);
    await tellAppointed(trx, club, userId);
    clubChanged(trx);
  });
  return { ok: true };
}

/** An owner, or the member themself, marks a graduating member alumni: kept in the list, with no rights. */
export async function markAlumni(ctx: AppContext, viewer: Viewer, slug: string, userId: string): Promise<{ ok: true }> {
  const club = await clubOr404(ctx, slug);
  const role = await clubRoleOf(ctx.db, club.id, viewer.id);
  assertMayMarkAlumni(viewer, role, userId);
  await committing(ctx, async (trx) => {
    const member = await repo.findMember(trx, club.id, userId);
    if (!member || member.status !== 'active' || member.role === 'alumni') throw notFound(t(M.alumniNotMember));
    if (member.role === 'owner' && (await repo.countActiveOwners(trx, club.id)) <= 1) throw conflict(t(M.lastOwner));
    await repo.setRole(trx, club.id, userId, 'alumni', null);
    await refreshClubCounts(trx, club.id);
    clubChanged(trx);
  });
  return { ok: true };
}

/**
 * An account is deleted (decision 048): its memberships and follows go, each club it was in is recounted, and an
 * approved club it was the only owner of is flagged to the admins, who appoint an owner as after a handover.
 * Runs in the deletion's transaction.
 */
export async function releaseClubsOf(trx: Transaction<Database>, user: { id: string; email: string }): Promise<void> {
  const owned = await repo.findOwnedClubs(trx, user.id);
  const clubIds = await repo.removeClubTiesOf(trx, user.id, user.email, nowIso());
  if (clubIds.length === 0) return;
  for (const clubId of clubIds) await refreshClubCounts(trx, clubId);
  const orphaned = [];
  for (const club of owned) if (club.status === 'approved' && (await repo.countActiveOwners(trx, club.id)) === 0) orphaned.push(club);
  if (orphaned.length > 0) {
    const admins = await repo.adminIds(trx);
    for (const club of orphaned) await tellOrphaned(trx, club, admins);
  }
  clubChanged(trx);
}
