import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { patternText } from '../../../shared/campus-domains.ts';
import { PublicConfigSchema } from '../../../shared/schemas/auth.ts';
import type { ZodTypeProvider } from '../../plugins/zod.ts';
import { pingDatabase } from './health.repository.ts';
import { notReady, type NotReady } from './readiness.ts';

const HealthSchema = z.object({ ok: z.boolean(), database: z.enum(['ok', 'unavailable']) });
const ProbeSchema = z.object({ status: z.literal('ok') });
const NotReadySchema = z.object({ message: z.string() });

/** Operator-facing (a balancer's or orchestrator's log), not shown to students: English only (decision 082). */
const NOT_READY: Record<NotReady, string> = {
  'shutting-down': 'Not ready: this process is shutting down.',
  database: 'Not ready: the database does not answer.',
  migrations: 'Not ready: the database lacks migrations this version needs.',
};

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

  // Liveness: the process runs and its event loop turns. Nothing else is touched, so a slow database never gets a
  // healthy process restarted.
  r.get('/api/health/live', {
    config: { access: 'public', freshness: 'never' },
    schema: { tags: ['meta'], summary: 'Whether the process runs (no database touched)', response: { 200: ProbeSchema } },
    handler: async () => ({ status: 'ok' as const }),
  });

  // Readiness: whether to send this process requests now.
  r.get('/api/health/ready', {
    config: { access: 'public', freshness: 'never' },
    schema: {
      tags: ['meta'],
      summary: 'Whether the process should get requests: database reachable, migrations done, not shutting down',
      response: { 200: ProbeSchema, 503: NotReadySchema },
    },
    handler: async (_request, reply) => {
      reply.header('x-quad-process', String(process.pid));
      const why = await notReady(ctx);
      if (why) return reply.status(503).send({ message: NOT_READY[why] });
      return { status: 'ok' as const };
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
