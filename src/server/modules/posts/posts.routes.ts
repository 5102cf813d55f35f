import type { FastifyInstance } from 'fastify';
import { LIMITS } from '../../../shared/limits.ts';
import { OkSchema } from '../../../shared/schemas/auth.ts';
import { IdParamsSchema } from '../../../shared/schemas/common.ts';
import {
  FeedQuerySchema,
  PostInputSchema,
  PostListSchema,
  PostSchema,
  UpcomingQuerySchema,
} from '../../../shared/schemas/posts.ts';
import { nextLink } from '../../lib/paging.ts';
import { signedIn } from '../../lib/policy.ts';
import type { ZodTypeProvider } from '../../plugins/zod.ts';
import * as service from './posts.service.ts';
import { perUserLimit } from '../../lib/write-limits.ts';

export async function postsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['posts'];

  r.get('/api/posts', {
    config: { access: 'public', publicCache: true },
    schema: {
      tags,
      summary: 'The feed, newest first (events by date with `when`); the next page is announced in a Link header (rel="next")',
      querystring: FeedQuerySchema,
      response: { 200: PostListSchema },
    },
    handler: async (request, reply) => {
      const { query } = request;
      const page = query.when
        ? await service.listEventFeed(ctx, request.viewer, query, query.when)
        : await service.listFeed(ctx, request.viewer, query);
      if (page.next) reply.header('link', nextLink(request.url, page.next));
      reply.header('etag', page.etag);
      // Already JSON, checked against PostListSchema's parts by the presenter (posts.presenter.ts): sent as is.
      return reply.type('application/json; charset=utf-8').send(page.body as never);
    },
  });

  // Fixed paths: find-my-way prefers them to /api/posts/:id whatever the order; listed first anyway.
  r.get('/api/posts/popular', {
    config: { access: 'public', publicCache: true },
    schema: { tags, summary: 'Approved posts with the most likes', response: { 200: PostListSchema } },
    handler: async (request) => service.listPopular(ctx, request.viewer),
  });

  r.get('/api/posts/recent-consights', {
    config: { access: 'public', publicCache: true },
    schema: { tags, summary: 'The newest approved Consights', response: { 200: PostListSchema } },
    handler: async (request) => service.listRecentConsights(ctx, request.viewer),
  });

  r.get('/api/posts/upcoming-events', {
    config: { access: 'public', publicCache: true },
    schema: {
      tags,
      summary: 'Approved events that start in the future, soonest first',
      querystring: UpcomingQuerySchema,
      response: { 200: PostListSchema },
    },
    handler: async (request) => service.listUpcomingEvents(ctx, request.viewer, request.query.exclude),
  });

  r.get('/api/posts/news-highlights', {
    config: { access: 'public', publicCache: true },
    schema: { tags, summary: 'The newest approved news', response: { 200: PostListSchema } },
    handler: async (request) => service.listNewsHighlights(ctx, request.viewer),
  });

  r.get('/api/posts/:id', {
    config: { access: 'public', publicCache: true },
    schema: { tags, params: IdParamsSchema, response: { 200: PostSchema } },
    handler: async (request) => service.getPost(ctx, request.viewer, request.params.id),
  });

  r.post('/api/posts', {
    config: { access: 'user', rateLimit: perUserLimit('posts') },
    bodyLimit: LIMITS.bodyLimitBytes,
    schema: { tags, body: PostInputSchema, response: { 201: PostSchema } },
    handler: async (request, reply) =>
      reply.status(201).send(await service.createPost(ctx, signedIn(request.viewer), request.body)),
  });

  r.put('/api/posts/:id', {
    config: { access: 'user', rateLimit: perUserLimit('postEdits') },
    bodyLimit: LIMITS.bodyLimitBytes,
    schema: { tags, params: IdParamsSchema, body: PostInputSchema, response: { 200: PostSchema } },
    handler: async (request) => service.updatePost(ctx, signedIn(request.viewer), request.params.id, request.body),
  });

  r.delete('/api/posts/:id', {
    config: { access: 'user' },
    schema: { tags, params: IdParamsSchema, response: { 200: OkSchema } },
    handler: async (request) => {
      await service.deletePost(ctx, signedIn(request.viewer), request.params.id);
      return { ok: true as const };
    },
  });
}
