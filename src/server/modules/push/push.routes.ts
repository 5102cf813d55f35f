import type { FastifyInstance } from 'fastify';
import { PUSH_LIMITS } from '../../../shared/limits.ts';
import { OkSchema } from '../../../shared/schemas/auth.ts';
import {
  PushDeviceListSchema,
  PushDeviceSchema,
  PushEndpointInputSchema,
  PushKeySchema,
  PushPreferencesInputSchema,
  PushPreferencesSchema,
  PushSubscriptionInputSchema,
} from '../../../shared/schemas/push.ts';
import { signedIn } from '../../lib/policy.ts';
import { perUserLimit } from '../../lib/write-limits.ts';
import type { ZodTypeProvider } from '../../plugins/zod.ts';
import * as service from './push.service.ts';

/** Web Push (decision 051): the public key, this account's devices, and the kinds it wants pushed. */
export async function pushRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['push'];

  r.get('/api/push/key', {
    config: { access: 'public' },
    schema: { tags, summary: "The VAPID public key browsers subscribe with (applicationServerKey: a P-256 point, base64url)", response: { 200: PushKeySchema } },
    handler: async () => service.publicKey(ctx),
  });

  r.get('/api/push/subscriptions', {
    config: { access: 'user' },
    schema: { tags, summary: "The caller's devices that get pushes, newest first", response: { 200: PushDeviceListSchema } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.listDevices(ctx, signedIn(request.viewer));
    },
  });

  r.post('/api/push/subscriptions', {
    config: { access: 'user', rateLimit: perUserLimit('push') },
    bodyLimit: PUSH_LIMITS.subscriptionBodyMaxBytes,
    schema: {
      tags,
      summary: "Turns this browser on: its PushSubscription (https push address and keys), for the caller's pushes while this sign-in lasts",
      body: PushSubscriptionInputSchema,
      response: { 201: PushDeviceSchema },
    },
    handler: async (request, reply) => {
      const device = await service.subscribe(ctx, signedIn(request.viewer), request.body, request.headers['user-agent']);
      return reply.status(201).send(device);
    },
  });

  r.delete('/api/push/subscriptions', {
    config: { access: 'user', rateLimit: perUserLimit('push') },
    bodyLimit: PUSH_LIMITS.subscriptionBodyMaxBytes,
    schema: { tags, summary: "Turns one of the caller's devices off, by its push address", body: PushEndpointInputSchema, response: { 200: OkSchema } },
    handler: async (request) => {
      await service.unsubscribe(ctx, signedIn(request.viewer), request.body.endpoint);
      return { ok: true as const };
    },
  });

  r.get('/api/push/preferences', {
    config: { access: 'user' },
    schema: { tags, summary: 'Which kinds of notification are pushed to the caller (true: on)', response: { 200: PushPreferencesSchema } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.getPreferences(ctx, signedIn(request.viewer));
    },
  });

  r.put('/api/push/preferences', {
    config: { access: 'user', rateLimit: perUserLimit('push') },
    schema: {
      tags,
      summary: 'Turns kinds of push on or off; the kinds not named, and every email choice, stay as they are',
      body: PushPreferencesInputSchema,
      response: { 200: PushPreferencesSchema },
    },
    handler: async (request) => service.updatePreferences(ctx, signedIn(request.viewer), request.body),
  });
}
