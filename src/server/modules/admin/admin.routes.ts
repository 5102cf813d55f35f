import type { FastifyInstance } from 'fastify';
import { AdminStatsSchema } from '../../../shared/schemas/admin.ts';
import type { ZodTypeProvider } from '../../plugins/zod.ts';
import { countCampus } from './admin.repository.ts';

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get('/api/admin/stats', {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'The campus at a glance', response: { 200: AdminStatsSchema } },
    handler: async () => countCampus(ctx.db),
  });
}
