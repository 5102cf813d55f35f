import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IdParamsSchema } from '../../../shared/schemas/common.ts';
import {
  RegisteredEventIdsSchema,
  RegistrationCountsSchema,
  RegistrationInputSchema,
  RegistrationSchema,
} from '../../../shared/schemas/events.ts';
import { signedIn } from '../../lib/policy.ts';
import type { ZodTypeProvider } from '../../plugins/zod.ts';
import * as service from './registrations.service.ts';
import { perUserLimit } from '../../lib/write-limits.ts';

export async function registrationsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['registrations'];

  r.post('/api/users/register-event/:id', {
    config: { access: 'user', rateLimit: perUserLimit('registrations') },
    schema: {
      tags,
      summary: "Registers the caller for an event (SPEC §3's payload; custom fields keyed by label)",
      params: IdParamsSchema,
      body: RegistrationInputSchema,
      response: { 201: RegistrationSchema },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await service.register(ctx, signedIn(request.viewer), request.params.id, request.body)),
  });

  r.get('/api/users/my-events-registrations', {
    config: { access: 'user' },
    schema: { tags, summary: 'The ids of the events the caller registered for', response: { 200: RegisteredEventIdsSchema } },
    handler: async (request) => ({ registeredEventIds: await service.registeredEventIds(ctx, signedIn(request.viewer)) }),
  });

  r.get('/api/users/my-events/registration-counts', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "How many registered for each of the caller's own events",
      response: { 200: RegistrationCountsSchema },
    },
    handler: async (request) => ({ registrations: await service.registrationCounts(ctx, signedIn(request.viewer)) }),
  });

  r.get('/api/posts/export-registrations/:id', {
    config: { access: 'user', freshness: 'never' },
    schema: {
      tags,
      summary: "An event's registrations as a CSV download (its host or an admin)",
      params: IdParamsSchema,
      produces: ['text/csv'],
      response: { 200: z.string().describe('CSV, UTF-8 with a byte order mark') },
    },
    handler: async (request, reply) => {
      const { filename, csv } = await service.exportRegistrations(ctx, signedIn(request.viewer), request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(filename)}`)
        .serializer((payload: string) => payload)
        .send(csv);
    },
  });
}
