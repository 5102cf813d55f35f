import type { FastifyInstance } from 'fastify';
import { FeedQuerySchema, PostListSchema, UpcomingQuerySchema } from '../../../shared/schemas/posts.ts';
import { ATTENDANCE_TEXTS } from '../../../shared/attendance-texts.ts';
import { unauthorized } from '../../lib/http-errors.ts';
import { nextLink } from '../../lib/paging.ts';
import type { ZodTypeProvider } from '../../plugins/zod.ts';
import * as service from './feed.service.ts';
import { searchIndexFor } from './search/choose-search-index.ts';

/**
 * The feed's reads under /api/posts: the feed and its filters (events by date with `when`) and the sidebars'
 * lists. Registered before posts' routes; the search index is chosen once, from the database's kind.
 */
export function feedRoutes(databaseKind: 'sqlite' | 'postgres') {
  const search = searchIndexFor(databaseKind);
  return async function feedRoutesPlugin(app: FastifyInstance): Promise<void> {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { ctx } = app;
    const tags = ['posts'];

    r.get('/api/posts', {
      config: { access: 'public', publicCache: true },
      schema: {
        tags,
        summary: 'The feed, newest first (events by date with `when`; a student\'s clubs and registrations with `view=following`); the next page is announced in a Link header (rel="next")',
        querystring: FeedQuerySchema,
        response: { 200: PostListSchema },
      },
      handler: async (request, reply) => {
        const { query, viewer } = request;
        if (query.view === 'following' && !viewer) throw unauthorized(ATTENDANCE_TEXTS.followingNeedsLogin);
        const page =
          query.view === 'following' && viewer
            ? await service.listFollowingFeed(ctx, viewer, query)
            : query.when
              ? await service.listEventFeed(ctx, viewer, query, query.when)
              : await service.listFeed(ctx, search, viewer, query);
        if (page.next) reply.header('link', nextLink(request.url, page.next));
        reply.header('etag', page.etag);
        // Already JSON, checked against PostListSchema's parts by the presenters (feed.presenter.ts): sent as is.
        return reply.type('application/json; charset=utf-8').send(page.body as never);
      },
    });

    // Fixed paths: find-my-way prefers them to posts' /api/posts/:id whatever the order; registered first anyway.
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
  };
}
