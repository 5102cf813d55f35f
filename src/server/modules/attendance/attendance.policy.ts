import { ATTENDANCE_TEXTS } from '../../../shared/attendance-texts.ts';
import { isManagingRole } from '../../../shared/schemas/clubs.ts';
import type { AppContext, Viewer } from '../../context.ts';
import { forbidden } from '../../lib/http-errors.ts';
import { clubRoleOf } from '../clubs/club-roles.ts';

/**
 * Who sees a club's attendance (decision 081): its active owners and officers, and admins, who see every event's
 * registrations anyway. Members, followers and everyone else are refused.
 */
export async function mayReadClubAttendance(db: AppContext['db'], viewer: Viewer, clubId: string): Promise<void> {
  if (viewer.isAdmin) return;
  if (!isManagingRole(await clubRoleOf(db, clubId, viewer.id))) throw forbidden(ATTENDANCE_TEXTS.clubOfficersOnly);
}
