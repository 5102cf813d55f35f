import type { FastifyRequest } from 'fastify';
import { CLUB_WRITE_LIMITS } from '../../../shared/schemas/clubs.ts';

/** A per-user limit on a club write, counted as the app's other write limits are (lib/write-limits.ts). */
export function clubLimit(kind: keyof typeof CLUB_WRITE_LIMITS) {
  const { max, windowMs } = CLUB_WRITE_LIMITS[kind];
  return { max, timeWindow: windowMs, keyGenerator: (request: FastifyRequest) => (request.viewer ? `user:${request.viewer.id}` : `ip:${request.ip}`) };
}

/** A small body: the reviewers' and admin's settings. */
export const SMALL_BODY = 8 * 1024;
