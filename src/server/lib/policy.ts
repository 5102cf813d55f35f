import { MESSAGES } from '../../shared/messages.ts';
import type { Access, Viewer } from '../context.ts';
import { forbidden, unauthorized } from './http-errors.ts';

/** A moderator or an admin: handles reports and approvals (decision 044). */
export const mayModerate = (viewer: Viewer | null): boolean => viewer !== null && (viewer.isAdmin || viewer.isModerator);

/** The route-level rule: who may call at all. Object-level rules live in each module's policy. */
export function assertAccess(access: Access, viewer: Viewer | null): void {
  if (access === 'public') return;
  if (!viewer) throw unauthorized(MESSAGES.loginRequired);
  if (access === 'admin' && !viewer.isAdmin) throw forbidden(MESSAGES.adminOnly);
  if (access === 'moderator' && !mayModerate(viewer)) throw forbidden(MESSAGES.moderatorsOnly);
}

/** For handlers on 'user' routes: the viewer the access check already guaranteed. */
export function signedIn(viewer: Viewer | null): Viewer {
  if (!viewer) throw unauthorized(MESSAGES.loginRequired);
  return viewer;
}
