import type { FastifyInstance } from 'fastify';
import { keepSearchIndexMerged } from './database/search-index.ts';
import type { AppContext } from './context.ts';
import { createFastify, registerRequestRules, type BuildAppOptions } from './fastify-instance.ts';
import { accountDeletionRoutes } from './modules/account-deletion/account-deletion.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { blocksRoutes } from './modules/blocks/blocks.routes.ts';
import { dataExportRoutes } from './modules/data-export/data-export.routes.ts';
import { emailRoutes } from './modules/email/email.routes.ts';
import { createMailTransport } from './modules/email/mail-transport.ts';
import { startOutboxWorker } from './modules/email/outbox-worker.ts';
import { createPushTransport, PUSH_DELIVERY } from './modules/push/push-transport.ts';
import { startPushWorker } from './modules/push/push-worker.ts';
import { vapidKeys } from './modules/push/push.keys.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { resolveViewer } from './modules/auth/auth.service.ts';
import { calendarFilesRoutes } from './modules/calendar/calendar-files.routes.ts';
import { calendarRoutes } from './modules/calendar/calendar.routes.ts';
import { commentsRoutes } from './modules/comments/comments.routes.ts';
import { emailPreferencesRoutes } from './modules/email-preferences/email-preferences.routes.ts';
import { notificationEmailJobs } from './modules/notification-emails/notification-emails.jobs.ts';
import { registrationJobs } from './modules/events/registrations.jobs.ts';
import { clubNewsJobs } from './modules/club-news/club-news.jobs.ts';
import { clubNewsRoutes } from './modules/club-news/club-news.routes.ts';
import { feedRoutes } from './modules/feed/feed.routes.ts';
import { searchRoutes } from './modules/feed/search/search.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { likesRoutes } from './modules/likes/likes.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { moderationRoutes } from './modules/moderation/moderation.routes.ts';
// Trust and safety: word filters
import { wordFilterRoutes } from './modules/word-filters/word-filters.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { peopleRoutes } from './modules/people/people.routes.ts';
import { postsRoutes } from './modules/posts/posts.routes.ts';
import { streamRoutes } from './modules/stream/stream.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { registrationsRoutes } from './modules/events/registrations.routes.ts';
import { checkInRoutes } from './modules/check-in/check-in.routes.ts';
import { staffChanged } from './modules/check-in/check-in.service.ts';
import { wireEventPosts } from './modules/events/event-post-hooks.ts';
import { wireClubEvents } from './modules/club-events/club-event-hooks.ts';
import { clubEventsRoutes } from './modules/club-events/club-events.routes.ts';
import { eventStaffRoutes } from './modules/events/event-staff.routes.ts';
import { clubsRoutes } from './modules/clubs/clubs.routes.ts';
import { onStaffChange } from './modules/events/event-staff.service.ts';
import { ticketsRoutes } from './modules/tickets/tickets.routes.ts';
import { attendanceRoutes } from './modules/attendance/attendance.routes.ts';
import { registrationStatesRoutes } from './modules/events/registration-states.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { razorpayRoutes } from './modules/payments/razorpay.routes.ts';
import { registerClient } from './plugins/client.ts';
import { pageForPost } from './modules/pages/pages.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerConditionalGet } from './plugins/conditional-get.ts';
import { registerPublicAnswerCache } from './cache/public-answers.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSiteFiles } from './plugins/site-files.ts';
import { enableTemplateCompiler } from '../shared/i18n-compiler.ts';
import { attachMetrics } from './metrics/app-metrics.ts';
import { pictureQueueOf } from './modules/media/media.queue.ts';

/** The whole server, without listening: main.ts listens, tests inject. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  // Every text with values is compiled here, in whichever language it is said (decision 055).
  enableTemplateCompiler();
  const app = createFastify(options);
  const ctx: AppContext = { db: database.db, config, changes: database.changes, dataVersion: database.version };
  app.decorate('ctx', ctx);
  // What makes a post an event (decision 071): events hook into a post's life, and the door hears its staff.
  wireEventPosts();
  // Clubs on events (decision 081): posting as a club, its followers told, its managers as hosts.
  wireClubEvents();
  onStaffChange(staffChanged);
  // Before anything reads what is kept: a commit by another connection to the SQLite file drops it.
  app.addHook('onRequest', (_request, _reply, done) => {
    database.noticeOtherWriters();
    done();
  });
  await database.ready;
  const stopMerging = keepSearchIndexMerged(database, (error) =>
    app.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'search index merge step failed'),
  );
  app.addHook('onClose', async () => stopMerging());
  // Every process sends the outbox (decision 040); closing stops it before the database closes.
  const outbox = startOutboxWorker(
    { db: database.db, changes: database.changes, transport: createMailTransport(config.mail, app.log), log: app.log },
    options.outbox,
  );
  app.decorate('outbox', outbox);
  app.addHook('onClose', async () => outbox.stop());
  // And every process sends the pushes (decision 051), signed with the one VAPID key pair.
  const pushOutbox = startPushWorker(
    {
      db: database.db,
      changes: database.changes,
      transport: createPushTransport({
        keys: () => vapidKeys(ctx),
        subject: config.push.subject,
        loopbackEndpoints: config.push.loopbackEndpoints,
        ...PUSH_DELIVERY,
      }),
      log: app.log,
    },
    options.push,
  );
  app.decorate('pushOutbox', pushOutbox);
  app.addHook('onClose', async () => pushOutbox.stop());

  await registerRequestRules(app, config, database);
  // GET /metrics and the request histogram (decision 082): its hooks see every route registered below.
  attachMetrics(app, database, config.metrics.token, {
    pictureQueue: () => {
      const queue = pictureQueueOf(ctx);
      return { waiting: queue.queued, backlog: queue.backlog, started: queue.started };
    },
  });
  // ETag first: it hashes the answer before compression turns it into a stream; the public cache keeps the
  // tag with the answer.
  registerConditionalGet(app, config.campus.private);
  registerPublicAnswerCache(app, database.version, config.readCache);
  await registerCompression(app);
  await registerOpenApi(app, { privateCampus: config.campus.private });

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(adminRoutes);
  await app.register(peopleRoutes);
  await app.register(emailRoutes);
  await app.register(feedRoutes(database.kind));
  await app.register(searchRoutes(database.kind));
  await app.register(postsRoutes);
  await app.register(mediaRoutes);
  await app.register(likesRoutes);
  await app.register(commentsRoutes);
  await app.register(reportsRoutes);
  await app.register(notificationsRoutes);
  await app.register(registrationsRoutes);
  await app.register(registrationStatesRoutes);
  await app.register(razorpayRoutes);
  await app.register(paymentsRoutes);
  await app.register(checkInRoutes);
  await app.register(eventStaffRoutes);
  await app.register(clubsRoutes);
  await app.register(clubEventsRoutes);
  await app.register(ticketsRoutes);
  await app.register(attendanceRoutes);
  await app.register(calendarRoutes);
  await app.register(calendarFilesRoutes);
  await app.register(moderationRoutes);
  await app.register(profileRoutes);
  await app.register(emailPreferencesRoutes);
  await app.register(pushRoutes);
  await app.register(blocksRoutes);
  await app.register(dataExportRoutes);
  await app.register(accountDeletionRoutes);
  await app.register(notificationEmailJobs);
  await app.register(registrationJobs);
  await app.register(clubNewsRoutes);
  await app.register(clubNewsJobs);
  await app.register(streamRoutes(resolveViewer));
  // Trust and safety: word filters
  await app.register(wordFilterRoutes);

  registerSiteFiles(app, config);
  await registerClient(app, options.clientDir ?? null, (template) => pageForPost(app, template));
  return app;
}
