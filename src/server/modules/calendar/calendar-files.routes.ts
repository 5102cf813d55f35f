import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { OkSchema } from '../../../shared/schemas/auth.ts';
import {
  CalendarFeedStatusSchema,
  CampusFeedQuerySchema,
  FeedTokenParamsSchema,
  NewCalendarFeedSchema,
} from '../../../shared/schemas/calendar-files.ts';
import { IdParamsSchema } from '../../../shared/schemas/common.ts';
import { signedIn } from '../../lib/policy.ts';
import type { ZodTypeProvider } from '../../plugins/zod.ts';
import * as service from './calendar-files.service.ts';

const ICS = z.string().describe('iCalendar (RFC 5545), UTF-8');
const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

const sendCalendar = (reply: FastifyReply, text: string) =>
  reply.type(CALENDAR_TYPE).header('x-content-type-options', 'nosniff').send(text);

/** Calendar files (decision 039): one event's .ics, the campus feed, and each student's secret feed. */
export async function calendarFilesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['calendar'];

  r.get('/api/posts/:id/event.ics', {
    config: { access: 'public', publicCache: true },
    schema: {
      tags,
      summary: "One event as a calendar file: a pending event for its host and admins only; STATUS:CANCELLED for a while after it is deleted or rejected",
      params: IdParamsSchema,
      produces: ['text/calendar'],
      response: { 200: ICS },
    },
    handler: async (request, reply) => {
      const { filename, text } = await service.eventCalendar(ctx, request.params.id, request.viewer);
      reply.header('content-disposition', `attachment; filename="${filename}"`);
      // Signed-in answers are no-store; a visitor's is revalidated (lib/caching.ts).
      return reply.type(CALENDAR_TYPE).send(text);
    },
  });

  r.get('/api/calendar/campus.ics', {
    // Calendar apps ask every few minutes; kept five minutes, by shared caches only on an open campus (decision 069).
    config: { access: 'public', publicCache: 'everyone', freshness: { maxAgeSeconds: 300 } },
    schema: {
      tags,
      summary: 'The campus feed: approved events (of one type if asked) and recent cancellations',
      querystring: CampusFeedQuerySchema,
      produces: ['text/calendar'],
      response: { 200: ICS },
    },
    handler: async (request, reply) => sendCalendar(reply, await service.campusFeed(ctx, request.query.type)),
  });

  r.get('/api/calendar/feed/:token.ics', {
    config: { access: 'public', secretPath: true },
    schema: {
      tags,
      summary: 'A student\'s secret feed: the events they saved or registered for; 404 once the link is replaced',
      params: FeedTokenParamsSchema,
      produces: ['text/calendar'],
      response: { 200: ICS },
    },
    handler: async (request, reply) =>
      sendCalendar(reply, await service.personalFeed(ctx, request.params.token)),
  });

  r.get('/api/calendar/feed', {
    config: { access: 'user' },
    schema: { tags, summary: 'Whether the caller has a feed link, and since when', response: { 200: CalendarFeedStatusSchema } },
    handler: async (request) => service.feedStatus(ctx, signedIn(request.viewer)),
  });

  r.post('/api/calendar/feed', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'A new secret feed link, shown this once; the old link stops working',
      response: { 201: NewCalendarFeedSchema },
    },
    handler: async (request, reply) => reply.status(201).send(await service.newFeed(ctx, signedIn(request.viewer))),
  });

  r.delete('/api/calendar/feed', {
    config: { access: 'user' },
    schema: { tags, summary: 'Turns the feed link off', response: { 200: OkSchema } },
    handler: async (request) => {
      await service.stopFeed(ctx, signedIn(request.viewer));
      return { ok: true as const };
    },
  });
}
