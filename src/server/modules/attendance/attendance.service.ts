import { ATTENDANCE_TEXTS } from '../../../shared/attendance-texts.ts';
import { ATTENDED_MAX, type AttendedEvents, type ClubAttendance } from '../../../shared/schemas/attendance.ts';
import { changed, committing } from '../../changes/committing.ts';
import type { AppContext, Viewer } from '../../context.ts';
import { fromFlag, nowIso, toFlag } from '../../database/values.ts';
import { notFound } from '../../lib/http-errors.ts';
import { clubBySlug } from '../clubs/club-roles.ts';
import { mayReadClubAttendance } from './attendance.policy.ts';
import { attendedCsv, ATTENDED_FILENAME } from './attendance.csv.ts';
import { presentAttended, presentClubAttendance } from './attendance.presenter.ts';
import * as repo from './attendance.repository.ts';

/*
 * Attendance (decision 081): "Events I attended" from a student's check-ins, private unless they show it, its CSV,
 * and a club's events' attendance for the club's owners and officers.
 */

/** The caller's own attended events, whether shown or not. */
export async function myAttended(ctx: AppContext, viewer: Viewer): Promise<AttendedEvents> {
  const [flag, rows] = await Promise.all([
    repo.findAttendancePublic(ctx.db, viewer.id),
    repo.findAttended(ctx.db, viewer.id, false, ATTENDED_MAX),
  ]);
  return { public: fromFlag(flag), events: rows.map(presentAttended) };
}

export async function myAttendedCsv(ctx: AppContext, viewer: Viewer): Promise<{ filename: string; csv: string }> {
  const { events } = await myAttended(ctx, viewer);
  return { filename: ATTENDED_FILENAME, csv: attendedCsv(events, ctx.config.campusTimeZone) };
}

/**
 * Another student's attended events, only when they show them (their own always): otherwise 404, the same answer
 * as for no such account, so a private list does not even say it exists.
 */
export async function attendedOf(ctx: AppContext, viewer: Viewer, userId: string): Promise<AttendedEvents> {
  if (userId === viewer.id) return myAttended(ctx, viewer);
  const flag = await repo.findAttendancePublic(ctx.db, userId);
  if (!fromFlag(flag)) throw notFound(ATTENDANCE_TEXTS.notShown);
  const rows = await repo.findAttended(ctx.db, userId, true, ATTENDED_MAX);
  return { public: true, events: rows.map(presentAttended) };
}

/** Shows or hides the caller's attended events on their profile. */
export async function setVisibility(ctx: AppContext, viewer: Viewer, shown: boolean): Promise<{ public: boolean }> {
  await committing(ctx, async (trx) => {
    await repo.setAttendancePublic(trx, viewer.id, toFlag(shown), nowIso());
    changed(trx, { type: 'user', userId: viewer.id });
  });
  return { public: shown };
}

/** Per event of the club (hosted or co-hosted), registered and checked-in counts: its owners and officers only. */
export async function clubAttendance(ctx: AppContext, viewer: Viewer, slug: string): Promise<ClubAttendance> {
  const club = await clubBySlug(ctx.db, slug);
  if (!club) throw notFound(ATTENDANCE_TEXTS.clubNotFound);
  await mayReadClubAttendance(ctx.db, viewer, club.id);
  return presentClubAttendance(await repo.findClubEventCounts(ctx.db, club.id, ATTENDED_MAX));
}
