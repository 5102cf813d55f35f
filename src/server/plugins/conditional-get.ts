import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cachingOf, type Caching, type CachingQuestion } from '../lib/caching.ts';
import { closedOnPrivateCampus } from './private-campus.ts';

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/**
 * Whether an answer depends on who asks. Outside the API (pictures, the page) and on a route whose answer is the
 * same for every caller (`publicCache: 'everyone'`: the calendar's month and day, the campus feed) it does not.
 * Elsewhere a read asked with credentials (a signed-in viewer or any Authorization header) is the caller's own,
 * as is the answer of a write (a sign-in's answer carries its token); a visitor's read is a visitor's answer.
 */
function viewerOf(request: FastifyRequest): CachingQuestion['viewer'] {
  if (!isRead(request.method)) return 'caller';
  const route = request.routeOptions.url ?? '';
  if (request.routeOptions.config.publicCache === 'everyone' || !route.startsWith('/api/')) return 'anyone';
  return request.viewer !== null || request.headers.authorization !== undefined ? 'caller' : 'visitor';
}

/**
 * The caching of one answer: an error or a redirect is never kept; a route's answer is what cachingOf says of
 * its access rule, the campus, the viewer and its freshness. Null for answers outside any route (the client's
 * files and the page for an app address), which plugins/client.ts asks cachingOf about itself.
 */
function cachingOfAnswer(request: FastifyRequest, reply: FastifyReply, privateCampus: boolean): Caching | null {
  if (reply.statusCode !== 200 && reply.statusCode !== 206 && reply.statusCode !== 304) return { cacheControl: 'no-store', vary: null };
  const { config, url } = request.routeOptions;
  if (config.access === undefined) return null;
  return cachingOf({
    access: config.secretPath ? 'secret-link' : config.access,
    privateCampus,
    closedOnPrivateCampus: closedOnPrivateCampus(url),
    viewer: viewerOf(request),
    freshness: reply.freshness ?? config.freshness ?? (isRead(request.method) ? 'revalidate' : 'never'),
  });
}

/** Adds names to the answer's Vary header, keeping those already there. */
function addVary(reply: FastifyReply, names: string): void {
  const had = reply.getHeader('vary');
  const list = had === undefined ? [] : String(had).split(',').map((name) => name.trim()).filter(Boolean);
  for (const name of names.split(',').map((n) => n.trim())) {
    if (!list.some((kept) => kept.toLowerCase() === name.toLowerCase())) list.push(name);
  }
  reply.header('vary', list.join(', '));
}

/** Whether an If-None-Match header names this entity tag (a list, weak tags and `*` included). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || `W/${t}` === etag;
  });
}

/**
 * Cache-Control and Vary for every answer (lib/caching.ts, decision 069), and ETag and 304 for the API's reads.
 * No route writes Cache-Control: each declares its freshness, and who may read the answer decides the rest. A
 * GET or HEAD answer of the API carries an ETag, so a client that asks again with it (or with `*`: anything
 * there) gets 304 with no body. The tag is a hash of the answer, weak because the same answer may travel gzip- or
 * brotli-encoded. HEAD answers carry what GET's would. Must be registered before compression, which turns the
 * body into a stream.
 */
export function registerConditionalGet(app: FastifyInstance, privateCampus: boolean): void {
  app.decorateReply('freshness', null);
  app.addHook('onSend', async (request, reply, payload) => {
    const caching = cachingOfAnswer(request, reply, privateCampus);
    if (caching) {
      reply.header('cache-control', caching.cacheControl);
      if (caching.vary) addVary(reply, caching.vary);
    }
    if (!request.url.startsWith('/api/') || !isRead(request.method) || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    // An answer from the public cache already carries its tag.
    let etag = reply.getHeader('etag') as string | undefined;
    if (!etag) {
      etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
      reply.header('etag', etag);
    }
    if (matches(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
