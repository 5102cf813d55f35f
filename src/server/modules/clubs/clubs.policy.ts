/**
 * Who may do what on a club (decision 081). Pure rules over the viewer, the club's status and the viewer's place
 * in it; the service asks them, and the routes stay thin.
 */
import { CLUB_MESSAGES as M } from '../../../shared/club-messages.ts';
import { isManagingRole } from '../../../shared/schemas/clubs.ts';
import type { Viewer } from '../../context.ts';
import { conflict, forbidden, notFound, type HttpError } from '../../lib/http-errors.ts';
import { mayModerate } from '../../lib/policy.ts';

/** The viewer's active role in the club (alumni: no rights), or null. */
export type ActiveRole = 'owner' | 'officer' | 'member' | null;

/** Approved and inactive clubs are public; a pending or rejected one only for its members and the reviewers. */
export function maySee(viewer: Viewer | null, status: string, role: ActiveRole): boolean {
  if (status === 'approved' || status === 'inactive') return true;
  return role !== null || mayModerate(viewer);
}

/** Throws 404 (as for no club) to whoever may not see it. */
export function assertMaySee(viewer: Viewer | null, status: string, role: ActiveRole): void {
  if (!maySee(viewer, status, role)) throw notFound(M.notFound());
}

export const manages = (role: ActiveRole): boolean => isManagingRole(role);

export function assertManages(role: ActiveRole): void {
  if (!manages(role)) throw forbidden(M.managersOnly());
}

export function assertOwns(role: ActiveRole): void {
  if (role !== 'owner') throw forbidden(M.ownersOnly());
}

/** Who sees a club's requests to join and its pending edit: its managers, moderators and admins. */
export const seesInside = (viewer: Viewer | null, role: ActiveRole): boolean => manages(role) || mayModerate(viewer);

/** A member's row as the change would find it. */
export interface Target {
  role: string;
  status: string;
}

/**
 * Whether `actor` may remove `target` from the club (or decline their request): officers remove members, alumni and
 * requests; only an owner removes an officer or an owner; the last owner never goes.
 */
export function removalRefusal(actor: ActiveRole, target: Target, ownersLeft: number): HttpError | null {
  if (!manages(actor)) return forbidden(M.managersOnly());
  if (target.status === 'active' && (target.role === 'owner' || target.role === 'officer') && actor !== 'owner') return forbidden(M.ownersOnly());
  if (target.status === 'active' && target.role === 'owner' && ownersLeft <= 1) return conflict(M.lastOwner());
  return null;
}

/** Whether `actor` may give `target` this role: only owners change roles; the last owner keeps theirs. */
export function roleChangeRefusal(actor: ActiveRole, target: Target, role: string, ownersLeft: number): HttpError | null {
  if (actor !== 'owner') return forbidden(M.ownersOnly());
  if (target.status !== 'active') return conflict(M.approveFirst());
  if (target.role === 'owner' && role !== 'owner' && ownersLeft <= 1) return conflict(M.lastOwner());
  return null;
}

/** Titles: managers set members' titles and their own; an officer leaves other officers' and owners' to an owner. */
export function titleRefusal(actor: ActiveRole, actorId: string, targetId: string, target: Target): HttpError | null {
  if (!manages(actor)) return forbidden(M.managersOnly());
  if (actor === 'officer' && targetId !== actorId && (target.role === 'owner' || target.role === 'officer')) return forbidden(M.ownersOnly());
  return null;
}
