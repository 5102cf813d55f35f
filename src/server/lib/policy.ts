import { MESSAGES } from '../../shared/messages.ts';
import type { Access, Viewer } from '../context.ts';
import { forbidden, unauthorized } from './http-errors.ts';

/** The route-level rule: who may call at all. Object-level rules live in each module's policy. */
export function assertAccess(access: Access, viewer: Viewer | null): void {
  if (access === 'public') return;
  if (!viewer) throw unauthorized(MESSAGES.loginRequired);
  if (access === 'admin' && !viewer.isAdmin) throw forbidden(MESSAGES.adminOnly);
}

/** For handlers on 'user' routes: the viewer the access check already guaranteed. */
export function signedIn(viewer: Viewer | null): Viewer {
  if (!viewer) throw unauthorized(MESSAGES.loginRequired);
  return viewer;
}
