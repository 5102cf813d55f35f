import type { FastifyInstance, FastifyReply } from 'fastify';
import { GOOGLE_ERROR_CODES, type GoogleErrorCode } from '../../../shared/google-sign-in.ts';
import { ACCOUNT_TOKENS, LIMITS, SESSION } from '../../../shared/limits.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import {
  AcceptedSchema,
  ChangePasswordInputSchema,
  LoginInputSchema,
  MeSchema,
  OkSchema,
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
  RegisterInputSchema,
  SessionUserSchema,
  TicketExchangeInputSchema,
  VerifyEmailInputSchema,
} from '../../../shared/schemas/auth.ts';
import { AccountSessionListSchema, SessionIdParamsSchema } from '../../../shared/schemas/account.ts';
import { isoIn, nowIso } from '../../database/values.ts';
import { readCookie, serializeCookie } from '../../lib/cookies.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { setPasswordCostForTests, TEST_PASSWORD_COST } from '../../lib/passwords.ts';
import { signedIn } from '../../lib/policy.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { ZodTypeProvider } from '../../plugins/zod.ts';
import * as account from './account.service.ts';
import * as accountTokens from './account-tokens.service.ts';
import { presentViewer } from './auth.presenter.ts';
import * as auth from './auth.service.ts';
import { GoogleSignIn } from './google.ts';
import { startAuthSweep } from './auth-sweep.ts';
import { LoginThrottle } from './login-throttle.ts';
import * as sessions from './sessions.repository.ts';
import * as accountSessions from './sessions.service.ts';
import { describeDevice } from './device.ts';

/** Per IP on the auth calls: generous, since a whole campus can sit behind one NAT address. */
const AUTH_IP_LIMIT = { max: 300, timeWindow: 15 * 60 * 1000 };
/** Password reset requests per client address: the per-email limit is counted in the service (decision 041). */
const RESET_IP_LIMIT = { max: ACCOUNT_TOKENS.resetPerClientPerHour, timeWindow: 60 * 60 * 1000 };
/**
 * The browser that begins a Google sign-in holds a random secret in this cookie; its flow and then its ticket
 * hold the secret's SHA-256, so only that browser can finish the flow and exchange the ticket (decision 025).
 */
const GOOGLE_COOKIE = 'quad_google';
const GOOGLE_COOKIE_PATH = '/api/auth/google';

/** The code of a failed Google sign-in for the address: the code of a known message, else google_failed. */
function googleErrorCode(error: unknown): GoogleErrorCode {
  if (error instanceof HttpError) {
    for (const [code, key] of Object.entries(GOOGLE_ERROR_CODES)) {
      if (MESSAGES[key] === error.message) return code as GoogleErrorCode;
    }
  }
  return 'google_failed';
}

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  // The test suite, in process or as spawned servers, hashes passwords at a low cost (decision 025).
  if (ctx.config.env === 'test') setPasswordCostForTests(TEST_PASSWORD_COST);
  const throttle = ctx.config.rateLimit ? new LoginThrottle(ctx.db) : null;
  const google = ctx.config.google ? new GoogleSignIn(ctx.config.google, ctx.config.publicUrl, ctx.config.campus) : null;
  const stopSweep = startAuthSweep(ctx.db, SESSION.sweepEveryMs, (error) =>
    app.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'auth sweep failed'),
  );
  app.addHook('onClose', async () => stopSweep());

  const secure = ctx.config.publicUrl.startsWith('https:');
  const setGoogleCookie = (reply: FastifyReply, secret: string | null) =>
    reply.header(
      'set-cookie',
      serializeCookie(GOOGLE_COOKIE, secret ?? '', {
        path: GOOGLE_COOKIE_PATH,
        maxAgeSeconds: secret ? SESSION.googleFlowTtlMs / 1000 : 0,
        secure,
        sameSite: 'Lax',
      }),
    );
  const googleBinding = (cookieHeader: string | undefined) => {
    const secret = readCookie(cookieHeader, GOOGLE_COOKIE);
    return secret ? hashToken(secret) : null;
  };
  /** A person is looking at this page: failures go back to the app with a code it turns into a message. */
  const failGoogle = (reply: FastifyReply, code: GoogleErrorCode) => {
    setGoogleCookie(reply, null);
    return reply.redirect(`/?authError=${code}`, 302);
  };

  r.post('/api/auth/register', {
    config: { access: 'public', rateLimit: AUTH_IP_LIMIT },
    bodyLimit: LIMITS.authBodyMaxBytes,
    schema: { tags: ['auth'], summary: 'Creates an account and signs it in', body: RegisterInputSchema, response: { 201: SessionUserSchema } },
    handler: async (request, reply) => reply.status(201).send(await auth.register(ctx, request.body, describeDevice(request.headers['user-agent']))),
  });

  r.post('/api/auth/login', {
    config: { access: 'public', rateLimit: AUTH_IP_LIMIT },
    bodyLimit: LIMITS.authBodyMaxBytes,
    schema: { tags: ['auth'], summary: 'Signs in with email and password', body: LoginInputSchema, response: { 200: SessionUserSchema } },
    handler: async (request) => auth.login(ctx, throttle, request.body, request.ip, describeDevice(request.headers['user-agent'])),
  });

  r.post('/api/auth/logout', {
    config: { access: 'user' },
    schema: { tags: ['auth'], summary: 'Signs out this session', response: { 200: OkSchema } },
    handler: async (request) => {
      await auth.logout(ctx, signedIn(request.viewer));
      return { ok: true as const };
    },
  });

  r.put('/api/auth/password', {
    config: { access: 'user', rateLimit: AUTH_IP_LIMIT },
    bodyLimit: LIMITS.authBodyMaxBytes,
    schema: {
      tags: ['auth'],
      summary: 'Changes the password (the current one is required) and signs out every other session',
      body: ChangePasswordInputSchema,
      response: { 200: OkSchema },
    },
    handler: async (request) => {
      await account.changePassword(ctx, throttle, signedIn(request.viewer), request.body, request.ip);
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

  // Your sessions (decision 047)
  r.get('/api/auth/sessions', {
    config: { access: 'user' },
    schema: {
      tags: ['auth'],
      summary: "The caller's live sessions (device, last seen), most recently used first; the current one is marked",
      response: { 200: AccountSessionListSchema },
    },
    handler: async (request) => accountSessions.listSessions(ctx, signedIn(request.viewer)),
  });

  r.delete('/api/auth/sessions/:id', {
    config: { access: 'user', rateLimit: AUTH_IP_LIMIT },
    schema: { tags: ['auth'], summary: "Signs out one of the caller's sessions", params: SessionIdParamsSchema, response: { 200: OkSchema } },
    handler: async (request) => {
      await accountSessions.signOutSession(ctx, signedIn(request.viewer), request.params.id);
      return { ok: true as const };
    },
  });

  r.post('/api/auth/verify-email', {
    config: { access: 'public', rateLimit: AUTH_IP_LIMIT },
    bodyLimit: LIMITS.authBodyMaxBytes,
    schema: {
      tags: ['auth'],
      summary: "Marks the account's email verified with the token of its verify-email link (single-use, 24 hours)",
      body: VerifyEmailInputSchema,
      response: { 200: OkSchema },
    },
    handler: async (request) => {
      await accountTokens.verifyEmail(ctx, request.body.token);
      return { ok: true as const };
    },
  });

  r.post('/api/auth/verify-email/resend', {
    config: { access: 'user', rateLimit: AUTH_IP_LIMIT },
    schema: {
      tags: ['auth'],
      summary: 'Sends the signed-in, unverified account a new verify-email link (3 an hour); older links stop working',
      response: { 200: OkSchema },
    },
    handler: async (request) => {
      await accountTokens.resendVerification(ctx, signedIn(request.viewer));
      return { ok: true as const };
    },
  });

  r.post('/api/auth/password-reset', {
    config: { access: 'public', rateLimit: RESET_IP_LIMIT },
    bodyLimit: LIMITS.authBodyMaxBytes,
    schema: {
      tags: ['auth'],
      summary: 'Emails a password reset link if an account has this email; the same answer either way',
      body: PasswordResetRequestSchema,
      response: { 202: AcceptedSchema },
    },
    handler: async (request, reply) => {
      await accountTokens.requestPasswordReset(ctx, request.body.email);
      return reply.status(202).send({ message: MESSAGES.passwordResetRequested });
    },
  });

  r.post('/api/auth/password-reset/confirm', {
    config: { access: 'public', rateLimit: AUTH_IP_LIMIT },
    bodyLimit: LIMITS.authBodyMaxBytes,
    schema: {
      tags: ['auth'],
      summary: "Sets a new password with the token of a reset link (single-use, 30 minutes) and signs out every session",
      body: PasswordResetConfirmSchema,
      response: { 200: OkSchema },
    },
    handler: async (request) => {
      await accountTokens.confirmPasswordReset(ctx, request.body);
      return { ok: true as const };
    },
  });

  r.get('/api/auth/me', {
    config: { access: 'user' },
    schema: { tags: ['auth'], summary: 'The signed-in account', response: { 200: MeSchema } },
    handler: async (request) => presentViewer(signedIn(request.viewer)),
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
        return failGoogle(reply, 'google_failed');
      }
      const secret = newToken();
      await sessions.insertOidcFlow(ctx.db, {
        state: flow.state,
        code_verifier: flow.codeVerifier,
        nonce: flow.nonce,
        created_at: nowIso(),
        binding_hash: hashToken(secret),
      });
      setGoogleCookie(reply, secret);
      return reply.redirect(flow.url, 302);
    },
  });

  r.get('/api/auth/google/callback', {
    config: { access: 'public', rateLimit: AUTH_IP_LIMIT },
    schema: { tags: ['auth'], summary: 'Where Google sends the browser back' },
    handler: async (request, reply) => {
      if (!google) throw notFound(MESSAGES.googleNotConfigured);
      const query = new URLSearchParams(request.query as Record<string, string>);
      const state = query.get('state') ?? '';
      // Only the browser that began this flow holds its secret: a callback from any other browser fails.
      const binding = googleBinding(request.headers.cookie);
      const flow =
        state && binding
          ? await sessions.takeOidcFlow(ctx.db, state, binding, isoIn(-SESSION.googleFlowTtlMs))
          : undefined;
      if (!flow || !binding) return failGoogle(reply, 'google_failed');
      try {
        const identity = await google.finish(query, {
          state: flow.state,
          codeVerifier: flow.code_verifier,
          nonce: flow.nonce,
        });
        const user = await auth.signInExternal(ctx, identity);
        const ticket = await auth.issueTicket(ctx, user.id, binding);
        // SPEC §2's parameters. The client trusts none of them: who signed in is the exchange's answer, and the
        // ticket is worth nothing outside the browser that began the flow.
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
        if (!(error instanceof HttpError)) {
          request.log.warn({ err: { message: (error as Error).message } }, 'google sign-in: callback failed');
        }
        return failGoogle(reply, googleErrorCode(error));
      }
    },
  });

  r.post('/api/auth/google/exchange', {
    config: { access: 'public', rateLimit: AUTH_IP_LIMIT },
    bodyLimit: LIMITS.authBodyMaxBytes,
    schema: { tags: ['auth'], summary: "Turns Google sign-in's one-time ticket into a session", body: TicketExchangeInputSchema, response: { 200: SessionUserSchema } },
    handler: async (request, reply) => {
      // The ticket is good only with the cookie of the browser that began the flow; the cookie is spent either way.
      const binding = googleBinding(request.headers.cookie);
      setGoogleCookie(reply, null);
      return auth.exchangeTicket(ctx, request.body.token, binding, describeDevice(request.headers['user-agent']));
    },
  });
}
