import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '../../../shared/schemas/common.ts';
import { CommentInputSchema, CommentListSchema, PageQuerySchema } from '../../../shared/schemas/interactions.ts';
import { OkSchema } from '../../../shared/schemas/auth.ts';
import { CaughtCommentListSchema } from '../../../shared/schemas/word-filters.ts';
import { pageAnswer } from '../../lib/paging.ts';
import { signedIn } from '../../lib/policy.ts';
import type { ZodTypeProvider } from '../../plugins/zod.ts';
import * as service from './comments.service.ts';
import { perUserLimit } from '../../lib/write-limits.ts';
import { CommentsClosedInputSchema, CommentsClosedSchema } from '../../../shared/schemas/account.ts';

export async function commentsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['comments'];

  r.get('/api/posts/:id/comments', {
    config: { access: 'public', publicCache: true },
    schema: {
      tags,
      summary: "A post's comments, oldest first; the next page is announced in a Link header (rel=\"next\")",
      params: IdParamsSchema,
      querystring: PageQuerySchema,
      response: { 200: CommentListSchema },
    },
    handler: async (request, reply) => pageAnswer(request, reply, await service.listComments(ctx, request.viewer, request.params.id, request.query)),
  });

  r.post('/api/posts/:id/comments', {
    config: { access: 'user', rateLimit: perUserLimit('comments') },
    schema: {
      tags,
      summary: "Adds a comment and answers the post's full comment list, oldest first",
      params: IdParamsSchema,
      body: CommentInputSchema,
      response: { 201: CommentListSchema },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await service.addComment(ctx, signedIn(request.viewer), request.params.id, request.body)),
  });

  // The word filter's catches (decision 046): who may review them is the word filters' policy.
  r.get('/api/admin/held-comments', {
    config: { access: 'user' },
    schema: { tags, summary: 'Comments the word filter held or flagged, oldest first', response: { 200: CaughtCommentListSchema } },
    handler: async (request) => service.listCaughtComments(ctx, signedIn(request.viewer)),
  });

  r.put('/api/admin/held-comments/:id/approve', {
    config: { access: 'user' },
    schema: { tags, summary: 'Shows a held comment (and counts it), or clears a flag', params: IdParamsSchema, response: { 200: OkSchema } },
    handler: async (request) => {
      await service.approveCaughtComment(ctx, signedIn(request.viewer), request.params.id);
      return { ok: true as const };
    },
  });

  r.delete('/api/admin/held-comments/:id', {
    config: { access: 'user' },
    schema: { tags, summary: 'Removes a comment the word filter held or flagged', params: IdParamsSchema, response: { 200: OkSchema } },
    handler: async (request) => {
      await service.removeCaughtComment(ctx, signedIn(request.viewer), request.params.id);
      return { ok: true as const };
    },
  });

  // Closing comments (decision 047): the post's owner or an admin.
  r.put('/api/posts/:id/comments-closed', {
    config: { access: 'user', rateLimit: perUserLimit('commentsClosed') },
    schema: {
      tags,
      summary: "Closes or opens a post's comments (its owner or an admin); existing comments stay",
      params: IdParamsSchema,
      body: CommentsClosedInputSchema,
      response: { 200: CommentsClosedSchema },
    },
    handler: async (request) => service.closeComments(ctx, signedIn(request.viewer), request.params.id, request.body.closed),
  });
}
