import type { FastifyInstance } from 'fastify';
import {
  AuditEntryListSchema,
  DismissInputSchema,
  ifMatchVersions,
  RemovalInputSchema,
  ReportedPostListSchema,
  RevealedAuthorSchema,
  RevealInputSchema,
  ReviewHeadersSchema,
  ReviewQuerySchema,
} from '../../../shared/schemas/admin.ts';
import { OkSchema } from '../../../shared/schemas/auth.ts';
import { IdParamsSchema } from '../../../shared/schemas/common.ts';
import { PageQuerySchema } from '../../../shared/schemas/interactions.ts';
import { PostListSchema, PostSchema } from '../../../shared/schemas/posts.ts';
import { pageAnswer } from '../../lib/paging.ts';
import { signedIn } from '../../lib/policy.ts';
import type { ZodTypeProvider } from '../../plugins/zod.ts';
import * as service from './moderation.service.ts';

/**
 * The versions an approval or rejection may decide: those the admin named by `?version=` and by If-Match (both
 * must hold when both are given), or null when they named none and the event is decided as it stands (SPEC §7).
 */
function reviewedVersions(version: number | undefined, ifMatch: string | undefined): readonly number[] | null {
  const tags = ifMatch === undefined ? '*' : (ifMatchVersions(ifMatch) ?? []);
  if (version === undefined) return tags === '*' ? null : tags;
  return tags === '*' || tags.includes(version) ? [version] : [];
}

/**
 * SPEC §7's admin calls. Approvals and reports are a moderator's or an admin's (decision 044); the audit log is
 * admin-only. Anyone else gets 401 or 403 before the handler runs.
 */
export async function moderationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['moderation'];
  const admin = { access: 'admin' as const };
  const moderator = { access: 'moderator' as const };

  r.get('/api/posts/pending-events', {
    config: moderator,
    schema: { tags, summary: 'Events and cultural events waiting for approval, oldest first', response: { 200: PostListSchema } },
    handler: async (request) => service.listPendingEvents(ctx, signedIn(request.viewer)),
  });

  r.put('/api/posts/approve-event/:id', {
    config: moderator,
    schema: {
      tags,
      summary: 'Approves a pending event: it goes live. Given the version reviewed (?version= or If-Match), 409 if it changed since',
      params: IdParamsSchema,
      querystring: ReviewQuerySchema,
      headers: ReviewHeadersSchema,
      response: { 200: PostSchema },
    },
    handler: async (request) =>
      service.approveEvent(ctx, signedIn(request.viewer), request.params.id, reviewedVersions(request.query.version, request.headers['if-match'])),
  });

  r.delete('/api/posts/reject-event/:id', {
    config: moderator,
    schema: {
      tags,
      summary: 'Rejects a pending event: it is deleted (SPEC §4). Given the version reviewed (?version= or If-Match), 409 if it changed since',
      params: IdParamsSchema,
      querystring: ReviewQuerySchema,
      headers: ReviewHeadersSchema,
      response: { 200: OkSchema },
    },
    handler: async (request) => {
      await service.rejectEvent(ctx, signedIn(request.viewer), request.params.id, reviewedVersions(request.query.version, request.headers['if-match']));
      return { ok: true as const };
    },
  });

  r.get('/api/users/admin/reported-posts', {
    config: moderator,
    schema: { tags, summary: 'Posts with open reports, one item per post, newest report first', response: { 200: ReportedPostListSchema } },
    handler: async () => service.listReportedPosts(ctx),
  });

  r.delete('/api/users/admin/delete-post/:id', {
    config: moderator,
    schema: {
      tags,
      summary: 'Deletes a reported post; its author (with the optional reason) and reporters are told',
      params: IdParamsSchema,
      body: RemovalInputSchema,
      response: { 200: OkSchema },
    },
    handler: async (request) => {
      await service.deleteReportedPost(ctx, signedIn(request.viewer), request.params.id, request.body?.reason ?? null);
      return { ok: true as const };
    },
  });

  r.put('/api/users/admin/dismiss-reports/:id', {
    config: moderator,
    schema: {
      tags,
      summary: "Resolves a post's open reports without deleting it; a post they hid is shown again; the reporters hear it, with the optional note",
      params: IdParamsSchema,
      body: DismissInputSchema,
      response: { 200: OkSchema },
    },
    handler: async (request) => {
      await service.dismissReports(ctx, signedIn(request.viewer), request.params.id, request.body?.note ?? null);
      return { ok: true as const };
    },
  });

  r.get('/api/admin/audit-log', {
    config: admin,
    schema: {
      tags,
      summary: 'Moderation actions, newest first; the next page is announced in a Link header (rel="next")',
      querystring: PageQuerySchema,
      response: { 200: AuditEntryListSchema },
    },
    handler: async (request, reply) => pageAnswer(request, reply, await service.auditLog(ctx, request.query)),
  });

  // Anonymous Consights (decision 043): admins only (never moderators), with a reason, always audited.
  r.post('/api/admin/posts/:id/reveal-author', {
    config: admin,
    schema: {
      tags,
      summary: "Answers who wrote a reported anonymous post; the admin's reason is written to the audit log",
      params: IdParamsSchema,
      body: RevealInputSchema,
      response: { 200: RevealedAuthorSchema },
    },
    handler: async (request) => service.revealAuthor(ctx, signedIn(request.viewer), request.params.id, request.body.reason),
  });
}
