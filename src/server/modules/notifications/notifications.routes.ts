import type { FastifyInstance } from 'fastify';
import { OkSchema } from '../../../shared/schemas/auth.ts';
import { IdParamsSchema } from '../../../shared/schemas/common.ts';
import { NotificationListSchema, PageQuerySchema, ReadThroughSchema, UnreadCountSchema } from '../../../shared/schemas/interactions.ts';
import { pageAnswer } from '../../lib/paging.ts';
import { signedIn } from '../../lib/policy.ts';
import type { ZodTypeProvider } from '../../plugins/zod.ts';
import * as service from './notifications.service.ts';

export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['notifications'];

  r.get('/api/notifications', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "The caller's notifications, newest first; the next page is announced in a Link header (rel=\"next\")",
      querystring: PageQuerySchema,
      response: { 200: NotificationListSchema },
    },
    handler: async (request, reply) => pageAnswer(request, reply, await service.listNotifications(ctx, signedIn(request.viewer), request.query)),
  });

  // Fixed paths: find-my-way prefers them to parametric ones whatever the order; listed first anyway.
  r.get('/api/notifications/unread-count', {
    config: { access: 'user' },
    schema: { tags, summary: "How many of the caller's notifications are unread", response: { 200: UnreadCountSchema } },
    handler: async (request) => ({ count: await service.unreadCount(ctx, signedIn(request.viewer)) }),
  });

  r.put('/api/notifications/read-all', {
    config: { access: 'user' },
    schema: { tags, summary: "Marks all the caller's notifications read", response: { 200: OkSchema } },
    handler: async (request) => {
      await service.markAllRead(ctx, signedIn(request.viewer));
      return { ok: true as const };
    },
  });

  r.put('/api/notifications/read-through', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Marks read what the caller was shown: their notifications up to the newest one shown, as it was then',
      body: ReadThroughSchema,
      response: { 200: OkSchema },
    },
    handler: async (request) => {
      await service.markReadThrough(ctx, signedIn(request.viewer), request.body.id, request.body.timestamp);
      return { ok: true as const };
    },
  });

  r.put('/api/notifications/:id/read', {
    config: { access: 'user' },
    schema: { tags, summary: 'Marks one of the caller\'s notifications read', params: IdParamsSchema, response: { 200: OkSchema } },
    handler: async (request) => {
      await service.markRead(ctx, signedIn(request.viewer), request.params.id);
      return { ok: true as const };
    },
  });
}
