import type { FastifyInstance } from 'fastify';
import {
  EmailPreferencesInputSchema,
  EmailPreferencesSchema,
  UnsubscribeAnswerSchema,
  UnsubscribeQuerySchema,
} from '../../../shared/schemas/email-preferences.ts';
import { signedIn } from '../../lib/policy.ts';
import type { ZodTypeProvider } from '../../plugins/zod.ts';
import * as service from './email-preferences.service.ts';

/** What a mail provider's one-click POST carries (RFC 8058): a few bytes of form. */
const ONE_CLICK_BODY_MAX_BYTES = 2048;

export async function emailPreferencesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['email'];

  r.get('/api/profile/email-preferences', {
    config: { access: 'user', freshness: 'never' },
    schema: { tags, summary: 'Which optional emails the caller gets (true: on)', response: { 200: EmailPreferencesSchema } },
    handler: async (request) => {
      return service.getPreferences(ctx, signedIn(request.viewer));
    },
  });

  r.put('/api/profile/email-preferences', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Turns optional emails on or off; the kinds not named stay as they are',
      body: EmailPreferencesInputSchema,
      response: { 200: EmailPreferencesSchema },
    },
    handler: async (request) => service.updatePreferences(ctx, signedIn(request.viewer), request.body),
  });

  await app.register(async (scope) => {
    const u = scope.withTypeProvider<ZodTypeProvider>();
    /*
     * Mail providers post `List-Unsubscribe=One-Click` as a form (urlencoded or multipart). The token in the
     * address is the authority, so the body is read but not needed. These parsers belong to this plugin's routes
     * only (a scope of their own): every other route still takes JSON alone.
     */
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
      scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_MAX_BYTES }, (_request, body, done) => {
        done(null, type.startsWith('application/') ? Object.fromEntries(new URLSearchParams(String(body))) : {});
      });
    }

    u.get('/api/email/unsubscribe', {
      config: { access: 'public', freshness: 'never' },
      schema: {
        tags,
        summary: "What an email's unsubscribe link turns off (changes nothing)",
        querystring: UnsubscribeQuerySchema,
        response: { 200: UnsubscribeAnswerSchema },
      },
      handler: async (request) => {
        return service.unsubscribeInfo(ctx, request.query.token);
      },
    });

    u.post('/api/email/unsubscribe', {
      // The token is the authority: no session. Mail providers post here without one (RFC 8058).
      config: { access: 'public', freshness: 'never' },
      bodyLimit: ONE_CLICK_BODY_MAX_BYTES,
      schema: {
        tags,
        summary: "One-click unsubscribe (RFC 8058): turns the link's kind of email off for its account",
        querystring: UnsubscribeQuerySchema,
        response: { 200: UnsubscribeAnswerSchema },
      },
      handler: async (request) => {
        return service.unsubscribe(ctx, request.query.token);
      },
    });
  });
}
