import type { FastifyInstance } from 'fastify';
import { OkSchema } from '../../../shared/schemas/auth.ts';
import { IdParamsSchema } from '../../../shared/schemas/common.ts';
import {
  WordFilterActionBodySchema,
  WordFilterInputSchema,
  WordFilterListSchema,
  WordFilterSchema,
  WordFilterTestInputSchema,
  WordFilterTestResultSchema,
} from '../../../shared/schemas/word-filters.ts';
import { signedIn } from '../../lib/policy.ts';
import type { ZodTypeProvider } from '../../plugins/zod.ts';
import * as service from './word-filters.service.ts';

/** The admins' word-filter list (decision 046). */
export async function wordFilterRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['admin'];
  const admin = { access: 'admin' as const };

  r.get('/api/admin/word-filters', {
    config: admin,
    schema: { tags, summary: 'The word-filter list, oldest first', response: { 200: WordFilterListSchema } },
    handler: async () => service.listWordFilters(ctx),
  });

  r.post('/api/admin/word-filters', {
    config: admin,
    schema: { tags, summary: 'Adds a word or phrase with its action (block, hold or flag)', body: WordFilterInputSchema, response: { 201: WordFilterSchema } },
    handler: async (request, reply) => reply.status(201).send(await service.addWordFilter(ctx, signedIn(request.viewer), request.body)),
  });

  r.post('/api/admin/word-filters/test', {
    config: admin,
    schema: {
      tags,
      summary: 'What a text would trigger: every filter that matches and the resulting action (block, then hold, then flag)',
      body: WordFilterTestInputSchema,
      response: { 200: WordFilterTestResultSchema },
    },
    handler: async (request) => service.testText(ctx, request.body.text),
  });

  r.put('/api/admin/word-filters/:id', {
    config: admin,
    schema: { tags, summary: "Changes a filter's action", params: IdParamsSchema, body: WordFilterActionBodySchema, response: { 200: WordFilterSchema } },
    handler: async (request) => service.setWordFilterAction(ctx, request.params.id, request.body.action),
  });

  r.delete('/api/admin/word-filters/:id', {
    config: admin,
    schema: { tags, summary: 'Removes a filter', params: IdParamsSchema, response: { 200: OkSchema } },
    handler: async (request) => {
      await service.removeWordFilter(ctx, request.params.id);
      return { ok: true as const };
    },
  });
}
