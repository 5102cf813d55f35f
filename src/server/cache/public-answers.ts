import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DataVersion } from './data-version.ts';
import { VersionedStore } from './versioned-store.ts';

interface Entry {
  /** The answer's bytes: kept encoded, so a hit is not encoded again (a feed page is about 30 KB). */
  payload: Buffer;
  headers: Record<string, string>;
}

const KEPT_HEADERS = ['content-type', 'link', 'etag', 'cache-control'] as const;

declare module 'fastify' {
  interface FastifyRequest {
    /** The data version when a cacheable miss started, or null when this request is not cacheable. */
    publicCacheVersion: number | null;
  }
}

/**
 * A visitor's answer to a read that is the same for every visitor (the feed and its filters, the sidebars, a
 * post, its comments, the calendar month) is kept in memory and served again until anything is written:
 * the hot path of a campus at lunchtime is hundreds of visitors asking for the same first page. Routes opt in
 * with `config: { publicCache: true }`. Signed-in answers to those are never kept (likedByMe and abilities
 * differ). A route whose answer is the same for every caller (the calendar's month and day: approved events,
 * nothing of the viewer) opts in with `publicCache: 'everyone'`, and students share the kept answer too.
 * Registered after the auth hook (the viewer is known) and before conditional GETs and compression.
 */
export function registerPublicAnswerCache(app: FastifyInstance, version: DataVersion, enabled: boolean): void {
  // 500 answers at most; 2 s at most, as "upcoming" moves with the clock (versioned-store.ts).
  const entries = new VersionedStore<Entry>(version, { maxEntries: enabled ? 500 : 0, ttlMs: 2_000 });
  app.decorateRequest('publicCacheVersion', null);

  const cacheable = (request: FastifyRequest) => {
    if (request.method !== 'GET') return false;
    const kind = request.routeOptions.config.publicCache;
    return kind === 'everyone' || (kind === true && request.viewer === null && !request.headers.authorization);
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!cacheable(request)) return;
    const entry = entries.get(request.url);
    if (entry) return reply.headers(entry.headers).header('x-quad-cache', 'hit').send(entry.payload);
    request.publicCacheVersion = entries.current;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const started = request.publicCacheVersion;
    if (started === null || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    // Not kept if anything was written while this answer was being read: it may be stale already.
    entries.set(request.url, started, { payload: typeof payload === 'string' ? Buffer.from(payload) : payload, headers });
    return payload;
  });
}
