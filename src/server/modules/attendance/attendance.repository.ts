import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../database/schema.ts';

/*
 * Attendance (decision 081): the events a student was checked in at, whether they show them, and a club's events'
 * registered and checked-in counts. The check-ins themselves are written by the door (modules/check-in).
 */

type Db = Kysely<Database> | Transaction<Database>;

export interface AttendedRow {
  post_id: string;
  title: string;
  event_start_date: string | null;
  day: string;
  scanned_at: string;
  club_slug: string | null;
  club_name: string | null;
}

/**
 * The student's check-ins that were not undone, newest first, with their events and host clubs. `visibleOnly`
 * keeps the events anyone may see (approved, not hidden): what another student is shown.
 */
export function findAttended(db: Db, userId: string, visibleOnly: boolean, limit: number): Promise<AttendedRow[]> {
  let q = db
    .selectFrom('check_ins')
    .innerJoin('registrations', 'registrations.id', 'check_ins.registration_id')
    .innerJoin('posts', 'posts.id', 'check_ins.post_id')
    .leftJoin('clubs', 'clubs.id', 'posts.club_id')
    .select([
      'posts.id as post_id',
      'posts.title as title',
      'posts.event_start_date as event_start_date',
      'check_ins.day as day',
      'check_ins.scanned_at as scanned_at',
      'clubs.slug as club_slug',
      'clubs.name as club_name',
    ])
    .where('registrations.user_id', '=', userId)
    .where('check_ins.undone_at', 'is', null);
  if (visibleOnly) q = q.where('posts.status', '=', 'approved').where('posts.hidden', '=', 0);
  return q.orderBy('check_ins.scanned_at', 'desc').orderBy('check_ins.id', 'desc').limit(limit).execute();
}

/** Whether the student shows the events they attended; undefined when there is no such account. */
export async function findAttendancePublic(db: Db, userId: string): Promise<number | undefined> {
  const row = await db.selectFrom('users').select('attendance_public').where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
  return row?.attendance_public;
}

export async function setAttendancePublic(db: Db, userId: string, flag: 0 | 1, now: string): Promise<void> {
  await db.updateTable('users').set({ attendance_public: flag, updated_at: now }).where('id', '=', userId).execute();
}

export interface ClubEventCountRow {
  id: string;
  title: string;
  event_start_date: string | null;
  registered: number | string;
  checked_in: number | string;
}

/**
 * The club's events (hosted, or co-hosted and accepted), newest start first, each with its registrations that
 * were not cancelled and how many of them were checked in (once each, whatever the days).
 */
export function findClubEventCounts(db: Db, clubId: string, limit: number): Promise<ClubEventCountRow[]> {
  return db
    .selectFrom('posts')
    .select((eb) => [
      'posts.id as id',
      'posts.title as title',
      'posts.event_start_date as event_start_date',
      eb
        .selectFrom('registrations')
        .select((r) => r.fn.countAll<number>().as('n'))
        .whereRef('registrations.post_id', '=', 'posts.id')
        .where('registrations.status', '!=', 'cancelled')
        .as('registered'),
      eb
        .selectFrom('check_ins')
        .select((c) => c.fn.count<number>('check_ins.registration_id').distinct().as('n'))
        .whereRef('check_ins.post_id', '=', 'posts.id')
        .where('check_ins.undone_at', 'is', null)
        .as('checked_in'),
    ])
    .where((eb) =>
      eb.or([
        eb('posts.club_id', '=', clubId),
        eb('posts.id', 'in', eb.selectFrom('event_clubs').select('event_clubs.post_id').where('event_clubs.club_id', '=', clubId).where('event_clubs.status', '=', 'accepted')),
      ]),
    )
    .where('posts.type', 'in', ['event', 'culturalEvent'])
    .orderBy('posts.event_start_date', 'desc')
    .orderBy('posts.id', 'desc')
    .limit(limit)
    .execute() as Promise<ClubEventCountRow[]>;
}
