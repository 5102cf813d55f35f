import type { FastifyInstance } from 'fastify';
import { OkSchema } from '../../../shared/schemas/auth.ts';
import { IdParamsSchema } from '../../../shared/schemas/common.ts';
import {
  CalendarAddSchema,
  CalendarDayQuerySchema,
  CalendarDaysSchema,
  CalendarEntryListSchema,
  CalendarMonthQuerySchema,
} from '../../../shared/schemas/events.ts';
import { signedIn } from '../../lib/policy.ts';
import type { ZodTypeProvider } from '../../plugins/zod.ts';
import * as service from './calendar.service.ts';

export async function calendarRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['calendar'];

  r.get('/api/calendar', {
    config: { access: 'public', publicCache: 'everyone' },
    schema: {
      tags,
      summary: "The days of a month that have an approved event (the calendar's dots), in the given time zone",
      querystring: CalendarMonthQuerySchema,
      response: { 200: CalendarDaysSchema },
    },
    handler: async (request) => service.monthDays(ctx, request.query.month, request.query.tz),
  });

  r.get('/api/calendar/day', {
    config: { access: 'public', publicCache: 'everyone' },
    schema: {
      tags,
      summary: 'The approved events on one day in the given time zone, soonest first, at most 15',
      querystring: CalendarDayQuerySchema,
      response: { 200: CalendarEntryListSchema },
    },
    handler: async (request) => service.dayEntries(ctx, request.query.day, request.query.tz),
  });

  r.get('/api/calendar/mine', {
    config: { access: 'user' },
    schema: { tags, summary: "The caller's saved events, soonest first", response: { 200: CalendarEntryListSchema } },
    handler: async (request) => service.savedEntries(ctx, signedIn(request.viewer)),
  });

  r.put('/api/calendar/mine/:id', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "Adds an event to the caller's calendar: 201 when added, 200 when it was already there",
      params: IdParamsSchema,
      response: { 200: CalendarAddSchema, 201: CalendarAddSchema },
    },
    handler: async (request, reply) => {
      const added = await service.save(ctx, signedIn(request.viewer), request.params.id);
      return reply.status(added ? 201 : 200).send({ added });
    },
  });

  r.delete('/api/calendar/mine/:id', {
    config: { access: 'user' },
    schema: { tags, summary: "Takes an event out of the caller's calendar", params: IdParamsSchema, response: { 200: OkSchema } },
    handler: async (request) => {
      await service.unsave(ctx, signedIn(request.viewer), request.params.id);
      return { ok: true as const };
    },
  });
}
