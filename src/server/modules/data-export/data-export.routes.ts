import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../lib/policy.ts';
import { perUserLimit } from '../../lib/write-limits.ts';
import type { ZodTypeProvider } from '../../plugins/zod.ts';
import * as service from './data-export.service.ts';

/** GET /api/users/me/export: the caller's data as a JSON download (decision 047). */
export async function dataExportRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get('/api/users/me/export', {
    config: { access: 'user', rateLimit: perUserLimit('dataExport'), freshness: 'never' },
    schema: { tags: ['users'], summary: 'Everything Quad holds about the caller, as a JSON file to download' },
    handler: async (request, reply) => {
      const data = await service.exportData(ctx, signedIn(request.viewer));
      const day = data.exportedAt.slice(0, 10);
      reply.header('content-disposition', `attachment; filename="quad-data-${day}.json"`);
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(data, null, 2));
    },
  });
}
