import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Whether an API answer belongs to the caller: asked with credentials (a signed-in viewer or any Authorization
 * header), or the answer of a write (a sign-in's answer carries its token). The calendar's month and day
 * (`publicCache: 'everyone'`) are the same for every caller and stay shareable.
 */
function isPersonal(request: FastifyRequest): boolean {
  if (request.routeOptions.config.publicCache === 'everyone') return false;
  return request.viewer !== null || request.headers.authorization !== undefined || (request.method !== 'GET' && request.method !== 'HEAD');
}

/**
 * Cache-Control, ETag and 304 for the API's answers. A personal answer is `no-store`: nothing of a student's
 * stays on a shared computer's disk once they sign out. A visitor's GET answer (feed pages, a post, comments,
 * sidebars, the calendar) is `private, no-cache`: the browser keeps it but asks every time. Every GET answer
 * carries an ETag, so a client that asks again with it gets 304 with no body. The tag is a hash of the answer, weak because the same answer may travel gzip- or
 * brotli-encoded. Must be registered before compression, which turns the body into a stream.
 */
export function registerConditionalGet(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/')) return payload;
    const personal = isPersonal(request);
    if (personal && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    if (request.method !== 'GET' || reply.statusCode !== 200) return payload;
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
