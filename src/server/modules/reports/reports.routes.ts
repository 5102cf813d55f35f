import type { FastifyInstance } from 'fastify';
import { OkSchema } from '../../../shared/schemas/auth.ts';
import { IdParamsSchema } from '../../../shared/schemas/common.ts';
import { ReportInputSchema } from '../../../shared/schemas/interactions.ts';
import { WRITE_LIMITS } from '../../../shared/limits.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { signedIn } from '../../lib/policy.ts';
import type { ZodTypeProvider } from '../../plugins/zod.ts';
import * as service from './reports.service.ts';
import { perUserLimit } from '../../lib/write-limits.ts';

export async function reportsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.post('/api/posts/:id/report', {
    config: {
      access: 'user',
      // Counted in the database, so every process shares it (decision 036); the answer names the limit (decision 045).
      rateLimit: { ...perUserLimit('reports'), errorResponseBuilder: () => new HttpError(429, MESSAGES.tooManyReports(WRITE_LIMITS.reports.max)) },
    },
    schema: {
      tags: ['reports'],
      summary: 'Reports a post for review (once per user; not your own)',
      params: IdParamsSchema,
      body: ReportInputSchema,
      response: { 201: OkSchema },
    },
    handler: async (request, reply) => {
      await service.reportPost(ctx, signedIn(request.viewer), request.params.id, request.body);
      return reply.status(201).send({ ok: true as const });
    },
  });
}
