import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '../../../shared/schemas/common.ts';
import { ClubEventsParamsSchema, ClubEventsQuerySchema, EventClubInputSchema, EventClubListSchema, EventClubParamsSchema } from '../../../shared/schemas/club-events.ts';
import { PostListSchema } from '../../../shared/schemas/posts.ts';
import { signedIn } from '../../lib/policy.ts';
import type { ZodTypeProvider } from '../../plugins/zod.ts';
import * as service from './club-events.service.ts';

/** Club-hosted events (decision 081): an event's co-host clubs, and a club's events. */
export async function clubEventsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['clubs'];

  r.get('/api/clubs/:slug/events', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: "A club's approved events, hosted or co-hosted: upcoming soonest first, or past latest first",
      params: ClubEventsParamsSchema,
      querystring: ClubEventsQuerySchema,
      response: { 200: PostListSchema },
    },
    handler: async (request) => service.clubEvents(ctx, request.viewer, request.params.slug, request.query.when, request.query.limit),
  });

  r.get('/api/events/:id/clubs', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: "The event's clubs: its host club, then its co-host clubs (invited ones for those who manage it)",
      params: IdParamsSchema,
      response: { 200: EventClubListSchema },
    },
    handler: async (request) => service.eventClubs(ctx, request.viewer, request.params.id),
  });

  r.post('/api/events/:id/clubs', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "Invites an approved club to co-host the event (its hosts); the club's owners and officers are told",
      params: IdParamsSchema,
      body: EventClubInputSchema,
      response: { 200: EventClubListSchema },
    },
    handler: async (request) => service.inviteClub(ctx, signedIn(request.viewer), request.params.id, request.body.slug),
  });

  r.put('/api/events/:id/clubs/:slug', {
    config: { access: 'user' },
    schema: { tags, summary: 'An owner or officer of the invited club accepts to co-host the event', params: EventClubParamsSchema, response: { 200: EventClubListSchema } },
    handler: async (request) => service.acceptClub(ctx, signedIn(request.viewer), request.params.id, request.params.slug),
  });

  r.delete('/api/events/:id/clubs/:slug', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "Removes a co-host club (the event's hosts), or the club declines or leaves (its owners and officers)",
      params: EventClubParamsSchema,
      response: { 200: EventClubListSchema },
    },
    handler: async (request) => service.removeClub(ctx, signedIn(request.viewer), request.params.id, request.params.slug),
  });
}
