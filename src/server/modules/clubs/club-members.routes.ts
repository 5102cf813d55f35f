import type { FastifyInstance } from 'fastify';
import {
  ClubInviteParamsSchema,
  ClubMemberListSchema,
  ClubMemberParamsSchema,
  ClubMemberSchema,
  ClubSchema,
  ClubSlugParamsSchema,
  HandoverInputSchema,
  InviteAnswerSchema,
  InviteInputSchema,
  MemberUpdateSchema,
} from '../../../shared/schemas/clubs.ts';
import { signedIn } from '../../lib/policy.ts';
import type { ZodTypeProvider } from '../../plugins/zod.ts';
import * as service from './club-members.service.ts';
import { clubLimit, SMALL_BODY } from './club-limits.ts';

/** A club's people (decision 081): joining, leaving, the members, roles and titles, handover and invitations. */
export async function clubMembersRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['clubs'];
  const params = ClubSlugParamsSchema;

  r.post('/api/clubs/:slug/join', {
    config: { access: 'user', rateLimit: clubLimit('joins') },
    schema: { tags, summary: "Joins the club by its policy: at once, as a request for its officers, or with an invite", params, response: { 200: ClubSchema } },
    handler: async (request) => service.join(ctx, signedIn(request.viewer), request.params.slug),
  });
  r.post('/api/clubs/:slug/leave', {
    config: { access: 'user', rateLimit: clubLimit('joins') },
    schema: { tags, summary: 'Leaves the club or withdraws a request (the last owner hands over first)', params, response: { 200: ClubSchema } },
    handler: async (request) => service.leave(ctx, signedIn(request.viewer), request.params.slug),
  });
  r.get('/api/clubs/:slug/members', {
    config: { access: 'public' },
    schema: { tags, summary: "The club's members, owners first; requests to join for its managers", params, response: { 200: ClubMemberListSchema } },
    handler: async (request) => service.members(ctx, request.viewer, request.params.slug),
  });
  r.put('/api/clubs/:slug/members/:userId', {
    config: { access: 'user' },
    bodyLimit: SMALL_BODY,
    schema: { tags, summary: "Approves a request, sets a title (managers), or changes a role (owners)", params: ClubMemberParamsSchema, body: MemberUpdateSchema, response: { 200: ClubMemberSchema } },
    handler: async (request) => service.updateMember(ctx, signedIn(request.viewer), request.params.slug, request.params.userId, request.body),
  });
  r.delete('/api/clubs/:slug/members/:userId', {
    config: { access: 'user' },
    schema: { tags, summary: 'Removes a member or declines a request (officers: members; owners: anyone but the last owner)', params: ClubMemberParamsSchema, response: { 200: ClubSchema } },
    handler: async (request) => service.removeMember(ctx, signedIn(request.viewer), request.params.slug, request.params.userId),
  });
  r.post('/api/clubs/:slug/handover', {
    config: { access: 'user' },
    bodyLimit: SMALL_BODY,
    schema: { tags, summary: 'An owner makes another active member the owner and becomes an officer', params, body: HandoverInputSchema, response: { 200: ClubSchema } },
    handler: async (request) => service.handover(ctx, signedIn(request.viewer), request.params.slug, request.body.userId),
  });
  r.post('/api/clubs/:slug/invites', {
    config: { access: 'user', rateLimit: clubLimit('invites') },
    bodyLimit: SMALL_BODY,
    schema: { tags, summary: 'Invites an address by email for 14 days (owners and officers)', params, body: InviteInputSchema, response: { 200: InviteAnswerSchema } },
    handler: async (request) => service.invite(ctx, signedIn(request.viewer), request.params.slug, request.body.email),
  });
  r.post('/api/club-invites/:token/accept', {
    config: { access: 'user', rateLimit: clubLimit('joins') },
    schema: { tags, summary: "Accepts an invitation sent to the account's verified address", params: ClubInviteParamsSchema, response: { 200: ClubSchema } },
    handler: async (request) => service.acceptInvite(ctx, signedIn(request.viewer), request.params.token),
  });
}
