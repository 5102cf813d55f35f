import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '../../../shared/schemas/common.ts';
import {
  AdminClubQueueSchema,
  ClubAdminUpdateSchema,
  ClubCategoryListSchema,
  ClubDirectoryQuerySchema,
  ClubInputSchema,
  ClubListSchema,
  ClubRejectInputSchema,
  ClubSchema,
  ClubSlugParamsSchema,
  ClubUpdateSchema,
  ProfileClubListSchema,
} from '../../../shared/schemas/clubs.ts';
import { LIMITS } from '../../../shared/limits.ts';
import { pageAnswer } from '../../lib/paging.ts';
import { signedIn } from '../../lib/policy.ts';
import type { ZodTypeProvider } from '../../plugins/zod.ts';
import { clubMembersRoutes } from './club-members.routes.ts';
import * as review from './club-review.service.ts';
import * as service from './clubs.service.ts';
import { clubLimit, SMALL_BODY } from './club-limits.ts';

/** Clubs (decision 081): asking for one, the directory, a club's page, its edit, its review, following. */
export async function clubsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['clubs'];
  const params = ClubSlugParamsSchema;

  r.post('/api/clubs', {
    config: { access: 'user', rateLimit: clubLimit('clubs') },
    bodyLimit: LIMITS.bodyLimitBytes,
    schema: { tags, summary: 'Asks for a club: the asker becomes its owner, and it waits for a reviewer', body: ClubInputSchema, response: { 201: ClubSchema } },
    handler: async (request, reply) => reply.code(201).send(await service.createClub(ctx, signedIn(request.viewer), request.body)),
  });
  r.get('/api/clubs', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'The directory: approved clubs by category then name, searched by name and description; the next page is announced in a Link header (rel="next")',
      querystring: ClubDirectoryQuerySchema,
      response: { 200: ClubListSchema },
    },
    handler: async (request, reply) => pageAnswer(request, reply, await service.directory(ctx, request.viewer, request.query)),
  });
  r.get('/api/club-categories', {
    config: { access: 'public' },
    schema: { tags, summary: "The clubs' categories, in the admin's order", response: { 200: ClubCategoryListSchema } },
    handler: async () => service.categories(ctx),
  });
  r.get('/api/clubs/:slug', {
    config: { access: 'public' },
    schema: { tags, summary: "A club, with the viewer's role and following; a pending one only for its members and reviewers", params, response: { 200: ClubSchema } },
    handler: async (request) => service.readClub(ctx, request.viewer, request.params.slug),
  });
  r.put('/api/clubs/:slug', {
    config: { access: 'user', rateLimit: clubLimit('clubEdits') },
    bodyLimit: LIMITS.bodyLimitBytes,
    schema: { tags, summary: "Edits the club (owners and officers); an approved club's public fields wait for approval", params, body: ClubUpdateSchema, response: { 200: ClubSchema } },
    handler: async (request) => service.updateClub(ctx, signedIn(request.viewer), request.params.slug, request.body),
  });
  r.put('/api/clubs/:slug/follow', {
    config: { access: 'user', rateLimit: clubLimit('joins') },
    schema: { tags, summary: 'Follows an approved club (again: nothing changes)', params, response: { 200: ClubSchema } },
    handler: async (request) => service.follow(ctx, signedIn(request.viewer), request.params.slug),
  });
  r.delete('/api/clubs/:slug/follow', {
    config: { access: 'user', rateLimit: clubLimit('joins') },
    schema: { tags, summary: 'Stops following the club (again: nothing changes)', params, response: { 200: ClubSchema } },
    handler: async (request) => service.unfollow(ctx, signedIn(request.viewer), request.params.slug),
  });
  r.get('/api/users/me/clubs', {
    config: { access: 'user' },
    schema: { tags, summary: "The viewer's clubs: every membership and request, with role and title", response: { 200: ProfileClubListSchema } },
    handler: async (request) => service.myClubs(ctx, signedIn(request.viewer)),
  });
  r.get('/api/users/:id/clubs', {
    config: { access: 'public' },
    schema: { tags, summary: "A student's clubs: active memberships of public clubs, with titles (alumni as alumni)", params: IdParamsSchema, response: { 200: ProfileClubListSchema } },
    handler: async (request) => service.userClubs(ctx, request.viewer, request.params.id),
  });

  // The review (moderators and admins), and the admin's settings.
  r.get('/api/admin/clubs', {
    config: { access: 'moderator' },
    schema: { tags, summary: 'The queue: new clubs, approved clubs with an edit waiting, approved clubs with no owner', response: { 200: AdminClubQueueSchema } },
    handler: async () => review.reviewQueue(ctx),
  });
  r.put('/api/admin/clubs/:slug/approve', {
    config: { access: 'moderator' },
    schema: { tags, summary: 'Approves a new club, or applies its waiting edit; the asker is told', params, response: { 200: ClubSchema } },
    handler: async (request) => review.approve(ctx, signedIn(request.viewer), request.params.slug),
  });
  r.delete('/api/admin/clubs/:slug/reject', {
    config: { access: 'moderator' },
    bodyLimit: SMALL_BODY,
    schema: { tags, summary: 'Declines a new club, or drops its waiting edit, with an optional reason; the asker is told', params, body: ClubRejectInputSchema, response: { 200: ClubSchema } },
    handler: async (request) => review.reject(ctx, signedIn(request.viewer), request.params.slug, request.body?.reason),
  });
  r.put('/api/admin/clubs/:slug', {
    config: { access: 'admin' },
    bodyLimit: SMALL_BODY,
    schema: { tags, summary: "Makes an approved club inactive or active again, and whether its events skip review", params, body: ClubAdminUpdateSchema, response: { 200: ClubSchema } },
    handler: async (request) => review.adminUpdate(ctx, signedIn(request.viewer), request.params.slug, request.body),
  });

  await clubMembersRoutes(app);
}
