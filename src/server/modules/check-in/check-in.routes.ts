import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IdParamsSchema } from '../../../shared/schemas/common.ts';
import {
  DoorCountsSchema,
  DoorSnapshotSchema,
  EventLogSchema,
  EventRegistrationParamsSchema,
  ScansAnswerSchema,
  ScansInputSchema,
  UndoCheckInInputSchema,
} from '../../../shared/schemas/door.ts';
import { signedIn } from '../../lib/policy.ts';
import type { ZodTypeProvider } from '../../plugins/zod.ts';
import * as service from './check-in.service.ts';
import { recordScans } from './door-scans.ts';

export async function checkInRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['check-in'];

  r.get('/api/events/:id/door', {
    config: { access: 'user', freshness: 'never' },
    schema: {
      tags,
      summary: 'What a door needs to check people in, offline too (the host, an admin or door staff)',
      params: IdParamsSchema,
      response: { 200: DoorSnapshotSchema },
    },
    handler: async (request) => {
      return service.doorSnapshot(ctx, signedIn(request.viewer), request.params.id);
    },
  });

  r.post('/api/events/:id/check-ins', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "Records a door's scans, each once by its scan id; the first check-in recorded wins",
      params: IdParamsSchema,
      body: ScansInputSchema,
      response: { 200: ScansAnswerSchema },
    },
    handler: async (request) => recordScans(ctx, signedIn(request.viewer), request.params.id, request.body.scans),
  });

  r.post('/api/events/:id/check-ins/:registrationId/undo', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "Undoes a registration's check-in (of a day, on a cultural event), recorded in the event's log",
      params: EventRegistrationParamsSchema,
      body: UndoCheckInInputSchema,
      response: { 200: z.object({ counts: DoorCountsSchema }) },
    },
    handler: async (request) =>
      service.undoCheckIn(ctx, signedIn(request.viewer), request.params.id, request.params.registrationId, request.body),
  });

  r.get('/api/events/:id/log', {
    config: { access: 'user', freshness: 'never' },
    schema: { tags, summary: "The event's log, newest first (its host or an admin)", params: IdParamsSchema, response: { 200: EventLogSchema } },
    handler: async (request) => {
      return service.eventLog(ctx, signedIn(request.viewer), request.params.id);
    },
  });
}
