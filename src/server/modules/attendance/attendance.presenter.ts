import type { AttendedEvent, ClubAttendance } from '../../../shared/schemas/attendance.ts';
import { toNumber } from '../../database/values.ts';
import type { AttendedRow, ClubEventCountRow } from './attendance.repository.ts';

/** An attended event as the wire carries it (decision 081). */
export const presentAttended = (row: AttendedRow): AttendedEvent => ({
  eventId: row.post_id,
  title: row.title,
  startsAt: row.event_start_date,
  day: row.day,
  club: row.club_slug && row.club_name ? { slug: row.club_slug, name: row.club_name } : null,
  checkedInAt: row.scanned_at,
});

export const presentClubAttendance = (rows: readonly ClubEventCountRow[]): ClubAttendance => ({
  events: rows.map((row) => ({
    eventId: row.id,
    title: row.title,
    startsAt: row.event_start_date,
    registered: toNumber(row.registered),
    checkedIn: toNumber(row.checked_in),
  })),
});
