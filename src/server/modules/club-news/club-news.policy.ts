/** Who may do what with a club's news (decision 081). Roles come from clubs' `clubRoleOf`: alumni have none. */
import { t } from '../../../shared/i18n.ts';
import { CLUB_NEWS_MESSAGES as M } from '../../../shared/club-news-messages.ts';
import type { Viewer } from '../../context.ts';
import { conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { mayModerate } from '../../lib/policy.ts';

export type ActiveRole = 'owner' | 'officer' | 'member' | null;

export const isManager = (role: ActiveRole): boolean => role === 'owner' || role === 'officer';

/** Anyone sees an approved or inactive club; a pending or rejected one only its people and the reviewers. */
export function assertMaySee(club: { status: string }, role: ActiveRole, viewer: Viewer | null): void {
  if (club.status === 'approved' || club.status === 'inactive') return;
  if (role !== null || mayModerate(viewer)) return;
  throw notFound(t(M.clubNotFound));
}

/** An active owner or officer of an approved club posts its announcements. */
export function assertMayAnnounce(club: { status: string }, role: ActiveRole): void {
  if (!isManager(role)) throw forbidden(t(M.notManager));
  if (club.status !== 'approved') throw conflict(t(M.clubNotActive));
}

/** An owner marks any member alumni; anyone marks themself; the last owner never. */
export function assertMayMarkAlumni(viewer: Viewer, role: ActiveRole, targetId: string): void {
  if (viewer.id === targetId || role === 'owner') return;
  throw forbidden(t(M.alumniNotAllowed));
}
