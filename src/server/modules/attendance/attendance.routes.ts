import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AttendanceVisibilitySchema, AttendedEventsSchema, ClubAttendanceSchema } from '../../../shared/schemas/attendance.ts';
import { ClubSlugParamsSchema } from '../../../shared/schemas/clubs.ts';
import { IdParamsSchema } from '../../../shared/schemas/common.ts';
import { signedIn } from '../../lib/policy.ts';
import { perUserLimit } from '../../lib/write-limits.ts';
import type { ZodTypeProvider } from '../../plugins/zod.ts';
import * as service from './attendance.service.ts';

/** Events a student attended, its CSV and whether it is shown, and a club's attendance (decision 081). */
export async function attendanceRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['attendance'];

  r.get('/api/users/me/attended', {
    config: { access: 'user', freshness: 'never' },
    schema: { tags, summary: 'The events the caller was checked in at, newest first, and whether they show them', response: { 200: AttendedEventsSchema } },
    handler: async (request) => service.myAttended(ctx, signedIn(request.viewer)),
  });

  r.get('/api/users/me/attended.csv', {
    config: { access: 'user', freshness: 'never' },
    schema: {
      tags,
      summary: 'The events the caller attended as a CSV download',
      produces: ['text/csv'],
      response: { 200: z.string().describe('CSV, UTF-8 with a byte order mark') },
    },
    handler: async (request, reply) => {
      const { filename, csv } = await service.myAttendedCsv(ctx, signedIn(request.viewer));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .serializer((payload: string) => payload)
        .send(csv);
    },
  });

  r.put('/api/users/me/attendance-visibility', {
    config: { access: 'user', rateLimit: perUserLimit('locale') },
    bodyLimit: 1024,
    schema: {
      tags,
      summary: 'Shows the events the caller attended on their profile, or keeps them to the caller',
      body: AttendanceVisibilitySchema,
      response: { 200: AttendanceVisibilitySchema },
    },
    handler: async (request) => service.setVisibility(ctx, signedIn(request.viewer), request.body.public),
  });

  r.get('/api/users/:id/attended', {
    config: { access: 'user', freshness: 'never' },
    schema: {
      tags,
      summary: "A student's attended events, when they show them (404 otherwise)",
      params: IdParamsSchema,
      response: { 200: AttendedEventsSchema },
    },
    handler: async (request) => service.attendedOf(ctx, signedIn(request.viewer), request.params.id),
  });

  r.get('/api/clubs/:slug/attendance', {
    config: { access: 'user', freshness: 'never' },
    schema: {
      tags,
      summary: "Each of a club's events with its registered and checked-in counts: the club's owners and officers",
      params: ClubSlugParamsSchema,
      response: { 200: ClubAttendanceSchema },
    },
    handler: async (request) => service.clubAttendance(ctx, signedIn(request.viewer), request.params.slug),
  });
}
