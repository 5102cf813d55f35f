import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MESSAGES } from '../../../shared/messages.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { ZodTypeProvider } from '../../plugins/zod.ts';
import * as media from './media.repository.ts';
import { storedUrl } from './media.service.ts';

const FileParamsSchema = z.object({ file: z.string().max(80) });
const FILE = /^([0-9a-f]{64})\.(jpg|png|webp)$/;

/** Content-addressed: the bytes behind a URL never change, so they may be cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Whether an If-None-Match header names this entity tag (a list, weak tags and * included). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get('/media/:file', {
    config: { access: 'public' },
    schema: { tags: ['media'], summary: 'A stored picture (post images, payment QR codes)', params: FileParamsSchema },
    handler: async (request, reply) => {
      const match = FILE.exec(request.params.file);
      const hash = match?.[1];
      if (!hash) throw notFound(MESSAGES.notFound);
      const etag = `"${hash}"`;
      const served = `/media/${request.params.file}`;
      reply
        .header('cache-control', IMMUTABLE)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff');
      if (matchesEtag(request.headers['if-none-match'], etag)) {
        // The bytes behind a hash never change: only whether they still exist needs asking.
        const known = await media.findMediaMime(ctx.db, hash);
        if (!known || storedUrl(known.hash, known.mime) !== served) throw notFound(MESSAGES.notFound);
        return reply.status(304).send();
      }
      const row = await media.findMedia(ctx.db, hash);
      // The URL's extension must be the stored type's: one picture has one address.
      if (!row || storedUrl(row.hash, row.mime) !== served) throw notFound(MESSAGES.notFound);
      return reply.type(row.mime).send(Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength));
    },
  });
}
