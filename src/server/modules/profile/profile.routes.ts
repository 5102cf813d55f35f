import type { FastifyInstance } from 'fastify';
import { LIMITS } from '../../../shared/limits.ts';
import { AvatarAnswerSchema, AvatarInputSchema, LocaleInputSchema, ProfileStatsSchema } from '../../../shared/schemas/profile.ts';
import { signedIn } from '../../lib/policy.ts';
import type { ZodTypeProvider } from '../../plugins/zod.ts';
import * as service from './profile.service.ts';
import { perUserLimit } from '../../lib/write-limits.ts';

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['profile'];

  r.get('/api/users/me/stats', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "The caller's posts, and the likes, comments and registrations they received",
      response: { 200: ProfileStatsSchema },
    },
    handler: async (request) => service.stats(ctx, signedIn(request.viewer)),
  });

  r.put('/api/users/profile/avatar', {
    config: { access: 'user', rateLimit: perUserLimit('avatar') },
    bodyLimit: LIMITS.avatarBodyMaxBytes,
    schema: {
      tags,
      summary: 'Sets the avatar: a predefined one, or a picture (data URL, 2MB at most)',
      body: AvatarInputSchema,
      response: { 200: AvatarAnswerSchema },
    },
    handler: async (request) => service.updateAvatar(ctx, signedIn(request.viewer), request.body),
  });

  r.put('/api/profile/locale', {
    config: { access: 'user', rateLimit: perUserLimit('locale') },
    schema: {
      tags,
      summary: 'Sets the language the account reads Quad in: its emails and notifications are said in it (decision 055)',
      body: LocaleInputSchema,
      response: { 200: LocaleInputSchema },
    },
    handler: async (request) => service.setLocale(ctx, signedIn(request.viewer), request.body),
  });
}
