import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { patternText } from '../../../shared/campus-domains.ts';
import { PublicConfigSchema } from '../../../shared/schemas/auth.ts';
import type { ZodTypeProvider } from '../../plugins/zod.ts';
import { pingDatabase } from './health.repository.ts';

const HealthSchema = z.object({ ok: z.boolean(), database: z.enum(['ok', 'unavailable']) });

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get('/api/health', {
    config: { access: 'public' },
    schema: { tags: ['meta'], summary: 'Whether the server and its database answer', response: { 200: HealthSchema, 503: HealthSchema } },
    handler: async (request, reply) => {
      // Which process answered (its pid, nothing more): with several processes, a balancer's checks can tell them apart.
      reply.header('x-quad-process', String(process.pid));
      try {
        await pingDatabase(ctx.db);
        return { ok: true, database: 'ok' as const };
      } catch (error) {
        request.log.error({ err: { message: (error as Error).message } }, 'health check: database unavailable');
        return reply.status(503).send({ ok: false, database: 'unavailable' as const });
      }
    },
  });

  r.get('/api/config', {
    config: { access: 'public' },
    schema: { tags: ['meta'], summary: "The campus's settings the client needs (sign-in methods, limits)", response: { 200: PublicConfigSchema } },
    handler: async () => ({
      googleEnabled: ctx.config.google !== null,
      supportEmail: ctx.config.supportEmail,
      allowedEmailDomains: ctx.config.campus.allowedDomains.map(patternText),
      privateCampus: ctx.config.campus.private,
      paymentGateway: ctx.config.razorpay ? ('razorpay' as const) : null,
    }),
  });
}
