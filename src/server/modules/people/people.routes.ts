import type { FastifyInstance } from 'fastify';
import { OkSchema } from '../../../shared/schemas/auth.ts';
import { IdParamsSchema } from '../../../shared/schemas/common.ts';
import {
  PeopleQuerySchema,
  PersonAccountListSchema,
  PersonAccountSchema,
  RoleInputSchema,
  SuspensionInputSchema,
  WarningInputSchema,
} from '../../../shared/schemas/people.ts';
import { signedIn } from '../../lib/policy.ts';
import type { ZodTypeProvider } from '../../plugins/zod.ts';
import * as service from './people.service.ts';

/** The admin's People section (decision 044): admins only; moderators handle posts, not accounts. */
export async function peopleRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['people'];
  const config = { access: 'admin' as const };

  r.get('/api/admin/people', {
    config,
    schema: { tags, summary: 'Accounts whose name or email holds the text, with their role and suspension', querystring: PeopleQuerySchema, response: { 200: PersonAccountListSchema } },
    handler: async (request) => service.findPeople(ctx, request.query.q),
  });
  r.put('/api/admin/people/:id/role', {
    config,
    schema: { tags, summary: "Makes the account a student, a moderator or an admin (not one's own)", params: IdParamsSchema, body: RoleInputSchema, response: { 200: PersonAccountSchema } },
    handler: async (request) => service.setRole(ctx, signedIn(request.viewer), request.params.id, request.body.role),
  });
  r.post('/api/admin/people/:id/warn', {
    config,
    schema: { tags, summary: 'Sends the account a warning: a notification and an email', params: IdParamsSchema, body: WarningInputSchema, response: { 200: OkSchema } },
    handler: async (request) => {
      await service.warn(ctx, signedIn(request.viewer), request.params.id, request.body.message);
      return { ok: true as const };
    },
  });
  r.put('/api/admin/people/:id/suspension', {
    config,
    schema: { tags, summary: 'Suspends the account until a time, with a reason; it is told (notification and email)', params: IdParamsSchema, body: SuspensionInputSchema, response: { 200: PersonAccountSchema } },
    handler: async (request) => service.suspend(ctx, signedIn(request.viewer), request.params.id, request.body),
  });
  r.delete('/api/admin/people/:id/suspension', {
    config,
    schema: { tags, summary: "Lifts the account's suspension (409 if it has none)", params: IdParamsSchema, response: { 200: PersonAccountSchema } },
    handler: async (request) => service.lift(ctx, signedIn(request.viewer), request.params.id),
  });
}
