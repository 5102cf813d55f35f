import type { FastifyInstance } from 'fastify';
import { everyInterval } from '../../lib/every-interval.ts';
import { settleHandover } from './club-years.service.ts';

/** How often every process looks for clubs whose officers' last day to confirm has passed. */
export const HANDOVER_JOB_EVERY_MS = 60 * 60 * 1000;

/**
 * The year's handover (decision 081): deadlines are rows in the database, so the job survives a restart; each club
 * is settled in its own transaction, and a club already settled by another process is no longer due. The test
 * suite runs `settleHandover` by hand instead.
 */
export async function clubNewsJobs(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  if (ctx.config.env === 'test') return;
  const stop = everyInterval(
    async () => {
      await settleHandover(ctx);
    },
    HANDOVER_JOB_EVERY_MS,
    (error) => app.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'club handover job failed'),
  );
  app.addHook('onClose', async () => stop());
}
