import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { OkSchema } from '../../../shared/schemas/auth.ts';
import {
  AnnouncementPostedSchema,
  AnnouncementRejectSchema,
  ClubAnnouncementListSchema,
  ClubAnnouncementSchema,
  ClubYearInputSchema,
  ClubYearProgressSchema,
  ClubYearSchema,
  ConfirmedSchema,
  OwnerInputSchema,
} from '../../../shared/schemas/club-news.ts';
import { AnnouncementInputSchema } from '../../../shared/schemas/clubs.ts';
import { signedIn } from '../../lib/policy.ts';
import type { ZodTypeProvider } from '../../plugins/zod.ts';
import * as announcements from './announcements.service.ts';
import * as years from './club-years.service.ts';

const SlugParams = z.object({ slug: z.string().trim().toLowerCase().min(1).max(80) });
const IdParams = z.object({ id: z.string().min(1).max(64) });
const MemberParams = SlugParams.extend({ userId: z.string().min(1).max(64) });
/** An announcement may carry one picture (a data URL of up to 5 MB, a third larger as base64). */
const ANNOUNCEMENT_BODY_MAX = 8 * 1024 * 1024;

/** Club news (decision 081): announcements, their review, and the year's handover. */
export async function clubNewsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['clubs'];
  const user = { access: 'user' as const };
  const moderator = { access: 'moderator' as const };
  const admin = { access: 'admin' as const };

  r.post('/api/clubs/:slug/announcements', {
    config: user,
    bodyLimit: ANNOUNCEMENT_BODY_MAX,
    schema: {
      tags,
      summary: "An owner or officer posts an announcement to the club's followers and members; a new club's waits for a moderator",
      params: SlugParams,
      body: AnnouncementInputSchema,
      response: { 201: AnnouncementPostedSchema },
    },
    handler: async (request, reply) => {
      const posted = await announcements.postAnnouncement(ctx, signedIn(request.viewer), request.params.slug, request.body);
      return reply.status(201).send(posted);
    },
  });

  r.get('/api/clubs/:slug/announcements', {
    config: { access: 'public' as const },
    schema: {
      tags,
      summary: "A club's published announcements, newest first; its owners and officers also see held and rejected ones",
      params: SlugParams,
      response: { 200: ClubAnnouncementListSchema },
    },
    handler: async (request) => announcements.listAnnouncements(ctx, request.viewer, request.params.slug),
  });

  r.get('/api/moderation/club-announcements', {
    config: moderator,
    schema: { tags, summary: 'Club announcements held for a moderator, oldest first', response: { 200: ClubAnnouncementListSchema } },
    handler: async () => announcements.listHeld(ctx),
  });

  r.put('/api/moderation/club-announcements/:id/release', {
    config: moderator,
    schema: { tags, summary: "Publishes a held announcement: the club's followers are told then", params: IdParams, response: { 200: ClubAnnouncementSchema } },
    handler: async (request) => announcements.reviewHeld(ctx, signedIn(request.viewer), request.params.id, true, null),
  });

  r.delete('/api/moderation/club-announcements/:id', {
    config: moderator,
    schema: {
      tags,
      summary: 'Rejects a held announcement; its author is told, with the reason if given',
      params: IdParams,
      body: AnnouncementRejectSchema,
      response: { 200: ClubAnnouncementSchema },
    },
    handler: async (request) => announcements.reviewHeld(ctx, signedIn(request.viewer), request.params.id, false, request.body?.reason || null),
  });

  r.post('/api/admin/club-years', {
    config: admin,
    schema: {
      tags,
      summary: "Starts a year of clubs on a day the campus chooses: every approved club's owners and officers confirm within 30 days",
      body: ClubYearInputSchema,
      response: { 201: ClubYearSchema },
    },
    handler: async (request, reply) => reply.status(201).send(await years.startYear(ctx, signedIn(request.viewer), request.body.startsOn)),
  });

  r.get('/api/admin/club-years/current', {
    config: admin,
    schema: { tags, summary: "The latest year of clubs, each club's confirmations, and the clubs with no owner", response: { 200: ClubYearProgressSchema } },
    handler: async () => years.yearProgress(ctx),
  });

  r.post('/api/admin/club-years/close', {
    config: admin,
    schema: {
      tags,
      summary: 'Ends the confirmation window now: officers who did not confirm become members, clubs left with no owner are flagged',
      response: { 200: ClubYearProgressSchema },
    },
    handler: async () => years.closeYear(ctx),
  });

  r.post('/api/clubs/:slug/confirm', {
    config: user,
    schema: { tags, summary: 'An owner or officer confirms their role for the year', params: SlugParams, response: { 200: ConfirmedSchema } },
    handler: async (request) => years.confirmForYear(ctx, signedIn(request.viewer), request.params.slug),
  });

  r.put('/api/admin/clubs/:slug/owner', {
    config: admin,
    schema: {
      tags,
      summary: 'Appoints an owner: an active member, or any verified student, who then becomes a member',
      params: SlugParams,
      body: OwnerInputSchema,
      response: { 200: OkSchema },
    },
    handler: async (request) => years.appointOwner(ctx, request.params.slug, request.body),
  });

  r.put('/api/clubs/:slug/members/:userId/alumni', {
    config: user,
    schema: {
      tags,
      summary: 'An owner, or the member themself, marks a graduating member alumni: kept in the list, with no rights',
      params: MemberParams,
      response: { 200: OkSchema },
    },
    handler: async (request) => years.markAlumni(ctx, signedIn(request.viewer), request.params.slug, request.params.userId),
  });
}
