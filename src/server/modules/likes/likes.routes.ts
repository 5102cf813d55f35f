import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '../../../shared/schemas/common.ts';
import { LikedPostsSchema, LikeStateSchema } from '../../../shared/schemas/interactions.ts';
import { signedIn } from '../../lib/policy.ts';
import type { ZodTypeProvider } from '../../plugins/zod.ts';
import * as service from './likes.service.ts';
import { perUserLimit } from '../../lib/write-limits.ts';

export async function likesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['likes'];

  r.put('/api/posts/:id/like', {
    config: { access: 'user', rateLimit: perUserLimit('likes') },
    schema: { tags, summary: 'Likes a post (a repeat changes nothing)', params: IdParamsSchema, response: { 200: LikeStateSchema } },
    handler: async (request) => service.setLike(ctx, signedIn(request.viewer), request.params.id, true),
  });

  r.put('/api/posts/:id/unlike', {
    config: { access: 'user', rateLimit: perUserLimit('likes') },
    schema: { tags, summary: 'Takes a like back (a repeat changes nothing)', params: IdParamsSchema, response: { 200: LikeStateSchema } },
    handler: async (request) => service.setLike(ctx, signedIn(request.viewer), request.params.id, false),
  });

  r.get('/api/users/liked-posts', {
    config: { access: 'user' },
    schema: { tags, summary: "The ids of the posts the caller likes", response: { 200: LikedPostsSchema } },
    handler: async (request) => ({ likedPostIds: await service.likedPostIds(ctx, signedIn(request.viewer)) }),
  });
}
