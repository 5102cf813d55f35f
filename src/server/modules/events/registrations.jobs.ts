import type { FastifyInstance } from 'fastify';
import { everyInterval } from '../../lib/every-interval.ts';
import { releaseLapsedHolds, remindDuePayments } from './registration-states.service.ts';

/** How often every process looks for waitlist offers and unpaid holds whose window ended, or ends soon. */
export const HOLDS_JOB_EVERY_MS = 30_000;

/**
 * Offers and payment windows are rows in the database (decision 049), so they survive a restart; every process
 * runs this job, and each lapsed hold is released once, by whichever process locks its event first. The test
 * suite runs the job by hand instead.
 */
export async function registrationJobs(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  if (ctx.config.env === 'test') return;
  const stop = everyInterval(
    async () => {
      await releaseLapsedHolds(ctx);
      await remindDuePayments(ctx);
    },
    HOLDS_JOB_EVERY_MS,
    (error) => app.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'holds job failed'),
  );
  app.addHook('onClose', async () => stop());
}
