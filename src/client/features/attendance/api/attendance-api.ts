import type { AttendedEvents, ClubAttendance } from '../../../../shared/schemas/attendance.ts';
import { apiDownload, apiRequest } from '../../../lib/api-client.ts';

// The answer schemas load on demand, after zod's configuration (as lib/schemas.ts loads the others).
const attendanceSchemas = () =>
  Promise.all([import('../../../lib/zod-setup.ts'), import('../../../../shared/schemas/attendance.ts')]).then(([, m]) => m);

/** GET /api/users/me/attended: the events the student was checked in at, and whether they show them. */
export const fetchMyAttended = (signal?: AbortSignal): Promise<AttendedEvents> =>
  apiRequest('/users/me/attended', { schema: () => attendanceSchemas().then((m) => m.AttendedEventsSchema), signal });

/** PUT /api/users/me/attendance-visibility: shows them on the profile, or keeps them to the student. */
export const saveAttendanceVisibility = async (shown: boolean): Promise<boolean> =>
  (
    await apiRequest('/users/me/attendance-visibility', {
      method: 'PUT',
      body: { public: shown },
      schema: () => attendanceSchemas().then((m) => m.AttendanceVisibilitySchema),
    })
  ).public;

/** GET /api/users/me/attended.csv, as a file to save. */
export async function downloadAttendedCsv(): Promise<{ blob: Blob; filename: string }> {
  const { blob, headers } = await apiDownload('/users/me/attended.csv');
  const named = /filename\s*=\s*"?([^";]+)"?/i.exec(headers.get('content-disposition') ?? '')?.[1]?.trim();
  return { blob, filename: named || 'events-attended.csv' };
}

/** GET /api/clubs/{slug}/attendance: each of the club's events with its registered and checked-in counts (its officers). */
export const fetchClubAttendance = (slug: string, signal?: AbortSignal): Promise<ClubAttendance> =>
  apiRequest(`/clubs/${encodeURIComponent(slug)}/attendance`, { schema: () => attendanceSchemas().then((m) => m.ClubAttendanceSchema), signal });
