import type { FastifyInstance } from 'fastify';
import { sweepExpiredLinks } from '../email-preferences/email-preferences.service.ts';
import { everyInterval } from '../../lib/every-interval.ts';
import { queueDueReminders } from './reminders.ts';

/** How often every process looks for due reminders (and expired unsubscribe links). */
export const REMINDER_JOB_EVERY_MS = 60_000;

/**
 * The periodic part of the notification emails, in every process: due reminders are queued (once, whichever
 * process runs first) and expired unsubscribe links are dropped. The test suite runs the job by hand instead.
 */
export async function notificationEmailJobs(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  if (ctx.config.env === 'test') return;
  const stop = everyInterval(
    async () => {
      await queueDueReminders(ctx);
      await sweepExpiredLinks(ctx);
    },
    REMINDER_JOB_EVERY_MS,
    (error) => app.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'reminder job failed'),
  );
  app.addHook('onClose', async () => stop());
}
