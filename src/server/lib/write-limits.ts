import type { FastifyRequest } from 'fastify';
import { WRITE_LIMITS } from '../../shared/limits.ts';

/**
 * A route's per-user write limit for @fastify/rate-limit. The key is the signed-in user (the auth hook
 * runs first), so one busy NAT address does not throttle a whole campus, and a second account of the
 * same person is counted on its own. Each route keeps its own counter.
 */
export function perUserLimit(kind: keyof typeof WRITE_LIMITS) {
  const { max, windowMs } = WRITE_LIMITS[kind];
  return {
    max,
    timeWindow: windowMs,
    keyGenerator: (request: FastifyRequest) => (request.viewer ? `user:${request.viewer.id}` : `ip:${request.ip}`),
  };
}
