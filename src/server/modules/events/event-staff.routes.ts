import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '../../../shared/schemas/common.ts';
import { AddStaffInputSchema, EventHostsSchema, StaffListSchema, StaffParamsSchema } from '../../../shared/schemas/door.ts';
import { signedIn } from '../../lib/policy.ts';
import type { ZodTypeProvider } from '../../plugins/zod.ts';
import * as service from './event-staff.service.ts';

/** An event's staff, co-hosts and door staff (decision 071), and who hosts it. */
export async function eventStaffRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['events'];

  r.get('/api/events/:id/staff', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "The event's staff, each a co-host or door staff (its host, a co-host or an admin)",
      params: IdParamsSchema,
      response: { 200: StaffListSchema },
    },
    handler: async (request) => service.staffList(ctx, signedIn(request.viewer), request.params.id),
  });

  r.post('/api/events/:id/staff', {
    config: { access: 'user' },
    schema: {
      tags,
      summary:
        'Adds someone to the staff by email with a role (door by default), or changes their role; co-hosts are chosen by the host or an admin, door staff by co-hosts too; adding one listed already with that role changes nothing',
      params: IdParamsSchema,
      body: AddStaffInputSchema,
      response: { 200: StaffListSchema },
    },
    handler: async (request) => service.addStaff(ctx, signedIn(request.viewer), request.params.id, request.body.email, request.body.role),
  });

  r.delete('/api/events/:id/staff/:email', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Removes someone from the staff (a co-host: the host or an admin); anyone listed may remove themselves, and leave',
      params: StaffParamsSchema,
      response: { 200: StaffListSchema },
    },
    handler: async (request) => service.removeStaff(ctx, signedIn(request.viewer), request.params.id, request.params.email),
  });

  r.get('/api/events/:id/hosts', {
    config: { access: 'public' },
    schema: { tags, summary: 'Who hosts the event: its host and co-hosts, for anyone who may see it', params: IdParamsSchema, response: { 200: EventHostsSchema } },
    handler: async (request) => service.hostsOf(ctx, request.viewer, request.params.id),
  });
}
