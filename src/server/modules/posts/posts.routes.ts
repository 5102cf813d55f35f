import type { FastifyInstance } from 'fastify';
import { LIMITS } from '../../../shared/limits.ts';
import { OkSchema } from '../../../shared/schemas/auth.ts';
import { IdParamsSchema } from '../../../shared/schemas/common.ts';
import { PostInputSchema, PostSchema } from '../../../shared/schemas/posts.ts';
import { signedIn } from '../../lib/policy.ts';
import type { ZodTypeProvider } from '../../plugins/zod.ts';
import * as service from './posts.service.ts';
import { perUserLimit } from '../../lib/write-limits.ts';

export async function postsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['posts'];

  // The lists (the feed, events by date, the sidebars) are the feed module's routes (feed.routes.ts).
  r.get('/api/posts/:id', {
    config: { access: 'public', publicCache: true },
    schema: { tags, summary: 'One post, as the caller may see it', params: IdParamsSchema, response: { 200: PostSchema } },
    handler: async (request) => service.getPost(ctx, request.viewer, request.params.id),
  });

  r.post('/api/posts', {
    config: { access: 'user', rateLimit: perUserLimit('posts') },
    bodyLimit: LIMITS.bodyLimitBytes,
    schema: { tags, summary: 'Creates a post (a Consight, an event or news)', body: PostInputSchema, response: { 201: PostSchema } },
    handler: async (request, reply) =>
      reply.status(201).send(await service.createPost(ctx, signedIn(request.viewer), request.body)),
  });

  r.put('/api/posts/:id', {
    config: { access: 'user', rateLimit: perUserLimit('postEdits') },
    bodyLimit: LIMITS.bodyLimitBytes,
    schema: { tags, summary: 'Edits one of your posts', params: IdParamsSchema, body: PostInputSchema, response: { 200: PostSchema } },
    handler: async (request) => service.updatePost(ctx, signedIn(request.viewer), request.params.id, request.body),
  });

  r.delete('/api/posts/:id', {
    config: { access: 'user' },
    schema: { tags, summary: 'Deletes one of your posts', params: IdParamsSchema, response: { 200: OkSchema } },
    handler: async (request) => {
      await service.deletePost(ctx, signedIn(request.viewer), request.params.id);
      return { ok: true as const };
    },
  });
}
