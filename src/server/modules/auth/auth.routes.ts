import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../../shared/messages.ts';
import {
  ChangePasswordInputSchema,
  LoginInputSchema,
  MeSchema,
  OkSchema,
  RegisterInputSchema,
  SessionUserSchema,
  TicketExchangeInputSchema,
} from '../../../shared/schemas/auth.ts';
import { isoIn, nowIso } from '../../database/values.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { signedIn } from '../../lib/policy.ts';
import type { ZodTypeProvider } from '../../plugins/zod.ts';
import * as account from './account.service.ts';
import { presentMe } from './auth.presenter.ts';
import * as auth from './auth.service.ts';
import { GoogleSignIn } from './google.ts';
import { LoginThrottle } from './login-throttle.ts';
import * as sessions from './sessions.repository.ts';

/** Per IP on the auth calls: generous, since a whole campus can sit behind one NAT address. */
const AUTH_IP_LIMIT = { max: 300, timeWindow: 15 * 60 * 1000 };
/** An OpenID flow must come back within this time. */
const FLOW_TTL_MS = 10 * 60 * 1000;

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const throttle = ctx.config.rateLimit ? new LoginThrottle() : null;
  const google = ctx.config.google ? new GoogleSignIn(ctx.config.google, ctx.config.publicUrl) : null;

  r.post('/api/auth/register', {
    config: { access: 'public', rateLimit: AUTH_IP_LIMIT },
    schema: { tags: ['auth'], body: RegisterInputSchema, response: { 201: SessionUserSchema } },
    handler: async (request, reply) => reply.status(201).send(await auth.register(ctx, request.body)),
  });

  r.post('/api/auth/login', {
    config: { access: 'public', rateLimit: AUTH_IP_LIMIT },
    schema: { tags: ['auth'], body: LoginInputSchema, response: { 200: SessionUserSchema } },
    handler: async (request) => auth.login(ctx, throttle, request.body),
  });

  r.post('/api/auth/logout', {
    config: { access: 'user' },
    schema: { tags: ['auth'], response: { 200: OkSchema } },
    handler: async (request) => {
      await auth.logout(ctx, signedIn(request.viewer));
      return { ok: true as const };
    },
  });

  r.put('/api/auth/password', {
    config: { access: 'user', rateLimit: AUTH_IP_LIMIT },
    schema: {
      tags: ['auth'],
      summary: 'Changes the password (the current one is required) and signs out every other session',
      body: ChangePasswordInputSchema,
      response: { 200: OkSchema },
    },
    handler: async (request) => {
      await account.changePassword(ctx, throttle, signedIn(request.viewer), request.body);
      return { ok: true as const };
    },
  });

  r.post('/api/auth/logout-all', {
    config: { access: 'user', rateLimit: AUTH_IP_LIMIT },
    schema: { tags: ['auth'], summary: 'Signs out every session of the caller, this one included', response: { 200: OkSchema } },
    handler: async (request) => {
      await account.logoutEverywhere(ctx, signedIn(request.viewer));
      return { ok: true as const };
    },
  });

  r.get('/api/auth/me', {
    config: { access: 'user' },
    schema: { tags: ['auth'], response: { 200: MeSchema } },
    handler: async (request) => {
      const viewer = signedIn(request.viewer);
      return presentMe({ ...viewer, is_admin: viewer.isAdmin ? 1 : 0 });
    },
  });

  r.get('/api/auth/google', {
    config: { access: 'public', rateLimit: AUTH_IP_LIMIT },
    schema: { tags: ['auth'], summary: 'Starts Google sign-in (a browser navigation)' },
    handler: async (request, reply) => {
      if (!google) throw notFound(MESSAGES.googleNotConfigured);
      let flow;
      try {
        flow = await google.start();
      } catch (error) {
        // The provider could not be reached: back to the app with a message, not an error page.
        request.log.warn({ err: { message: (error as Error).message } }, 'google sign-in: discovery failed');
        return reply.redirect(`/?authError=${encodeURIComponent(MESSAGES.googleFailed)}`, 302);
      }
      await sessions.insertOidcFlow(ctx.db, {
        state: flow.state,
        code_verifier: flow.codeVerifier,
        nonce: flow.nonce,
        created_at: nowIso(),
      });
      return reply.redirect(flow.url, 302);
    },
  });

  r.get('/api/auth/google/callback', {
    config: { access: 'public', rateLimit: AUTH_IP_LIMIT },
    schema: { tags: ['auth'], summary: 'Where Google sends the browser back' },
    handler: async (request, reply) => {
      if (!google) throw notFound(MESSAGES.googleNotConfigured);
      const query = new URLSearchParams(request.query as Record<string, string>);
      // A person is looking at this page: failures go back to the app with a message to show.
      const fail = (message: string) => reply.redirect(`/?authError=${encodeURIComponent(message)}`, 302);
      const state = query.get('state') ?? '';
      const flow = state ? await sessions.takeOidcFlow(ctx.db, state, isoIn(-FLOW_TTL_MS)) : undefined;
      if (!flow) return fail(MESSAGES.googleFailed);
      try {
        const identity = await google.finish(query, {
          state: flow.state,
          codeVerifier: flow.code_verifier,
          nonce: flow.nonce,
        });
        const user = await auth.signInExternal(ctx, identity);
        const ticket = await auth.issueTicket(ctx, user.id);
        const back = new URLSearchParams({
          id: user.id,
          name: user.name,
          email: user.email,
          avatar: user.avatar ?? '',
          token: ticket,
          admin: String(user.is_admin === 1),
        });
        return reply.redirect(`/?${back.toString()}`, 302);
      } catch (error) {
        if (error instanceof HttpError) return fail(error.message);
        request.log.warn({ err: { message: (error as Error).message } }, 'google sign-in: callback failed');
        return fail(MESSAGES.googleFailed);
      }
    },
  });

  r.post('/api/auth/google/exchange', {
    config: { access: 'public', rateLimit: AUTH_IP_LIMIT },
    schema: { tags: ['auth'], body: TicketExchangeInputSchema, response: { 200: SessionUserSchema } },
    handler: async (request) => auth.exchangeTicket(ctx, request.body.token),
  });
}
