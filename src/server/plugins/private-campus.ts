import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../shared/messages.ts';
import { unauthorized } from '../lib/http-errors.ts';

/**
 * The reads a visitor still makes on a private campus: what signing in, verifying an email, resetting a
 * password and unsubscribing need, health and the client's configuration, and a calendar feed by its secret
 * token (a calendar app holds no session: the token is its key). Everything else public answers 401.
 */
export const VISITOR_READS_ON_PRIVATE_CAMPUS: ReadonlySet<string> = new Set([
  '/api/health',
  '/api/health/live',
  '/api/health/ready',
  '/api/config',
  '/api/auth/google',
  '/api/auth/google/callback',
  '/api/email/unsubscribe',
  '/api/calendar/feed/:token.ics',
]);

/**
 * Whether a private campus closes a route (its registered address) to visitors: every `/api` and `/media` route
 * but the reads above. The client's own files and pages stay open: they show the sign-in screen.
 */
export const closedOnPrivateCampus = (route: string | undefined): boolean =>
  route !== undefined && !VISITOR_READS_ON_PRIVATE_CAMPUS.has(route) && (route.startsWith('/api/') || route.startsWith('/media/'));

/**
 * PRIVATE_CAMPUS=on (decision 045): reading the campus needs a signed-in account. A visitor's read of any
 * public route outside the list above answers 401 {message}, before the visitor answer cache is asked, so
 * nothing kept is served. The client's own files (outside /api and /media) stay open: they show the sign-in
 * screen. Registered after the auth hook (the viewer is known) and before the answer cache.
 */
export function registerPrivateCampus(app: FastifyInstance, enabled: boolean): void {
  if (!enabled) return;
  app.addHook('onRequest', async (request) => {
    if (request.viewer !== null || (request.method !== 'GET' && request.method !== 'HEAD')) return;
    // No route matched (undefined): the client's pages (index.html) and unknown paths, answered by the not-found handler.
    if (closedOnPrivateCampus(request.routeOptions.url)) throw unauthorized(MESSAGES.privateCampusSignIn);
  });
}
