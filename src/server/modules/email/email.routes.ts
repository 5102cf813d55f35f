import type { FastifyInstance } from 'fastify';
import { FailedEmailListSchema } from '../../../shared/schemas/admin.ts';
import { OkSchema } from '../../../shared/schemas/auth.ts';
import { IdParamsSchema } from '../../../shared/schemas/common.ts';
import { PageQuerySchema } from '../../../shared/schemas/interactions.ts';
import { pageAnswer } from '../../lib/paging.ts';
import type { ZodTypeProvider } from '../../plugins/zod.ts';
import * as service from './email.service.ts';

/** The admin's view of email delivery (decision 040): what could not be sent, and sending it again. */
export async function emailRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['admin'];
  const admin = { access: 'admin' as const };

  r.get('/api/admin/emails', {
    config: admin,
    schema: {
      tags,
      summary: 'Emails that failed or wait to be tried again, newest first; the next page is in a Link header (rel="next")',
      querystring: PageQuerySchema,
      response: { 200: FailedEmailListSchema },
    },
    handler: async (request, reply) => pageAnswer(request, reply, await service.listFailedEmails(ctx, request.query)),
  });

  r.post('/api/admin/emails/:id/retry', {
    config: admin,
    schema: {
      tags,
      summary: 'Sends a failed or retrying email again now (409 if it was sent or is being sent)',
      params: IdParamsSchema,
      response: { 200: OkSchema },
    },
    handler: async (request) => {
      await service.retryEmail(ctx, request.params.id);
      return { ok: true as const };
    },
  });
}
