import type { FastifyInstance } from 'fastify';
import { OkSchema } from '../../../shared/schemas/auth.ts';
import { BlockedPersonListSchema } from '../../../shared/schemas/account.ts';
import { IdParamsSchema } from '../../../shared/schemas/common.ts';
import { signedIn } from '../../lib/policy.ts';
import { perUserLimit } from '../../lib/write-limits.ts';
import type { ZodTypeProvider } from '../../plugins/zod.ts';
import * as service from './blocks.service.ts';

/** Blocking people (decision 047): /api/blocks, the caller's own list. */
export async function blocksRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['blocks'];

  r.get('/api/blocks', {
    config: { access: 'user' },
    schema: { tags, summary: 'The people the caller blocked, most recent first', response: { 200: BlockedPersonListSchema } },
    handler: async (request) => service.listBlocked(ctx, signedIn(request.viewer)),
  });

  r.put('/api/blocks/:id', {
    config: { access: 'user', rateLimit: perUserLimit('blocks') },
    schema: {
      tags,
      summary: "Blocks a person: their posts and comments are hidden from the caller, and they cannot comment on the caller's posts",
      params: IdParamsSchema,
      response: { 200: OkSchema },
    },
    handler: async (request) => {
      await service.block(ctx, signedIn(request.viewer), request.params.id);
      return { ok: true as const };
    },
  });

  r.delete('/api/blocks/:id', {
    config: { access: 'user', rateLimit: perUserLimit('blocks') },
    schema: { tags, summary: 'Unblocks a person', params: IdParamsSchema, response: { 200: OkSchema } },
    handler: async (request) => {
      await service.unblock(ctx, signedIn(request.viewer), request.params.id);
      return { ok: true as const };
    },
  });
}
