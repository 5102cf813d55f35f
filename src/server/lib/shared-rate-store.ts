import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { hashToken } from './tokens.ts';

/** Where the counters live (the database, for every process on it): see modules/rate-limits. */
export interface RateCounters {
  /** Counts one hit on `key`, starting a window ending at `windowEnd` if none runs at `now` (ISO 8601 UTC). */
  hit(key: string, now: string, windowEnd: string): Promise<{ count: number; resetAt: string }>;
  /** Forgets the counters whose window ended at or before `now`. */
  deleteEnded(now: string): Promise<unknown>;
}

export interface SharedRateStoreOptions {
  /** A counter that could not be read or a sweep that failed; the request goes on unlimited (decision 036). */
  onError: (error: unknown, what: string) => void;
  /** How often, at most, one process deletes ended counters, on a hit. */
  sweepEveryMs?: number;
}

/** Once a minute per process, an indexed DELETE of the counters whose window has ended. */
export const RATE_COUNTER_SWEEP_MS = 60_000;

interface RouteInfo {
  method?: string | string[];
  url?: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A store for @fastify/rate-limit whose counters are shared by every process on one database (decision 036).
 * Each route's store (`child`) prefixes its keys with the route's method and path, so each route keeps its own
 * counter as with the plugin's in-memory store; the client part of the key (a user id or an address) is kept
 * as SHA-256. A hit is one atomic statement (`RateCounters.hit`). A failing hit calls back with the error,
 * which the plugin (registered with `skipOnError`) lets through after `onError` has logged it.
 * The plugin's `continueExceeding`, `exponentialBackoff` and `read` (`increment: false`) are not supported.
 */
export function sharedRateStore(counters: RateCounters, options: SharedRateStoreOptions): FastifyRateLimitStoreCtor {
  const everyMs = options.sweepEveryMs ?? RATE_COUNTER_SWEEP_MS;
  // The first sweep after a random part of the period, so processes started together do not sweep together.
  let nextSweepAt = Date.now() + Math.round(everyMs * Math.random());

  async function sweepIfDue(now: number): Promise<void> {
    if (now < nextSweepAt) return;
    nextSweepAt = now + everyMs;
    await counters.deleteEnded(iso(now)).catch((error: unknown) => options.onError(error, 'rate limit counters sweep failed'));
  }

  class SharedRateStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly route: string | null = null,
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      if (this.route === null) {
        callback(new Error('A shared rate limit is declared on a route (config.rateLimit).'));
        return;
      }
      const now = Date.now();
      const counted = sweepIfDue(now).then(() => counters.hit(`${this.route} ${hashToken(key)}`, iso(now), iso(now + timeWindow)));
      counted.then(
        ({ count, resetAt }) => callback(null, { current: count, ttl: Math.max(0, Date.parse(resetAt) - now) }),
        (error: unknown) => {
          options.onError(error, 'rate limit counter unavailable, request let through');
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin hands the route's merged limit options, with the route itself as `routeInfo`.
      const info = (routeOptions as unknown as { routeInfo?: RouteInfo }).routeInfo ?? {};
      if (!info.url || !info.method) throw new Error('A shared rate limit needs a route: declare it in the route\'s config.rateLimit.');
      const method = [info.method].flat().join(',');
      return new SharedRateStore(routeOptions, `${method} ${info.url}`);
    }
  }
  return SharedRateStore;
}
