import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IMAGE_WIDTHS, type ImageWidth } from '../../../shared/limits.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { PictureVariants } from '../../cache/picture-variants.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.ts';
import type { ZodTypeProvider } from '../../plugins/zod.ts';
import { pictureQueueOf } from './media.queue.ts';
import * as media from './media.repository.ts';
import { storedUrl, type MediaMime } from './media.service.ts';
import { resizeTo } from './media.variants.ts';

const FileParamsSchema = z.object({ file: z.string().max(80) });
const FileQuerySchema = z.object({
  w: z.string().max(8).optional().describe(`A narrower copy: ${IMAGE_WIDTHS.join(' or ')} pixels wide (decision 016)`),
});
const FILE = /^([0-9a-f]{64})\.(jpg|png|webp)$/;

/** The width a request asks for: null for the stored picture itself, undefined for one we do not serve. */
function widthOf(w: string | undefined): ImageWidth | null | undefined {
  if (w === undefined) return null;
  return IMAGE_WIDTHS.find((width) => String(width) === w);
}

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
  const variants = new PictureVariants();

  r.get('/media/:file', {
    // Content-addressed: the bytes behind a URL never change, so they may be kept for a year (by whom: decision 069).
    config: { access: 'public', freshness: 'immutable' },
    schema: {
      tags: ['media'],
      summary: 'A stored picture (post images, payment QR codes), or a narrower copy of it',
      params: FileParamsSchema,
      querystring: FileQuerySchema,
    },
    handler: async (request, reply) => {
      const match = FILE.exec(request.params.file);
      const hash = match?.[1];
      if (!hash) throw notFound(MESSAGES.notFound);
      const width = widthOf(request.query.w);
      if (width === undefined) throw badRequest(MESSAGES.invalidImageWidth);
      // Each variant is its own entity: its own tag, cached as immutably as the picture.
      const etag = width ? `"${hash}-w${width}"` : `"${hash}"`;
      const served = `/media/${request.params.file}`;
      reply.header('etag', etag).header('x-content-type-options', 'nosniff');
      if (matchesEtag(request.headers['if-none-match'], etag)) {
        // The bytes behind a hash never change: only whether they still exist needs asking.
        const known = await media.findMediaMime(ctx.db, hash);
        if (!known || storedUrl(known.hash, known.mime) !== served) throw notFound(MESSAGES.notFound);
        return reply.status(304).send();
      }
      const key = `${request.params.file}:${width ?? ''}`;
      if (width) {
        // A cached copy is answered only while the picture is still stored (a deleted post's pictures go).
        const cached = variants.cached(key);
        if (cached) {
          const known = await media.findMediaMime(ctx.db, hash);
          if (!known || storedUrl(known.hash, known.mime) !== served) throw notFound(MESSAGES.notFound);
          return reply.type(known.mime).send(cached);
        }
      }
      const row = await media.findMedia(ctx.db, hash);
      // The URL's extension must be the stored type's: one picture has one address.
      if (!row || storedUrl(row.hash, row.mime) !== served) throw notFound(MESSAGES.notFound);
      const stored = Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength);
      // A picture no wider than the variant is its own variant: never scaled up, never re-encoded.
      if (!width || row.width <= width) return reply.type(row.mime).send(stored);
      try {
        const bytes = await variants.make(key, () => pictureQueueOf(ctx).run(() => resizeTo(stored, row.mime as MediaMime, width)));
        return reply.type(row.mime).send(bytes);
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode !== 503) throw error;
        // The picture queue is full of uploads: the stored picture is the best answer now, and is not kept as
        // the copy, so the copy is asked for again next time.
        reply.removeHeader('etag');
        reply.freshness = 'never';
        return reply.type(row.mime).send(stored);
      }
    },
  });
}
