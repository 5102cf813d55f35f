import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * ETag and 304 for the API's GET answers (feed pages, a post, comments, sidebars, the calendar): a student
 * who refreshes an unchanged page gets 304 with no body. The tag is a hash of the answer as this viewer
 * sees it, weak because the same answer may travel gzip- or brotli-encoded. Answers stay `private, no-cache`:
 * the browser keeps them but asks every time, so nothing stale is ever shown. Must be registered before
 * compression, which turns the body into a stream.
 */
export function registerConditionalGet(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || !request.url.startsWith('/api/')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-cache');
    // An answer from the public cache already carries its tag.
    let etag = reply.getHeader('etag') as string | undefined;
    if (!etag) {
      etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
      reply.header('etag', etag);
    }
    const asked = request.headers['if-none-match'];
    if (asked && asked.split(',').some((tag) => tag.trim() === etag || `W/${tag.trim()}` === etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
