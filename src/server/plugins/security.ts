import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../shared/messages.ts';
import type { Config } from '../config.ts';
import { HttpError } from '../lib/http-errors.ts';

/**
 * The Content-Security-Policy the built client runs under: no inline scripts, no eval, no third-party origins
 * for scripts, styles, connections or images. Every stored picture is Quad's own (/media, the avatars it
 * serves); data:/blob: URLs are previews before upload. A picture linked from elsewhere (an old post's) is not
 * loaded, so no other site learns who reads Quad (decision 027). 'wasm-unsafe-eval' lets the door's QR reader
 * compile its WebAssembly, served from our own origin like every script (decision 053); JavaScript eval stays off.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "base-uri 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  // Quad's own service worker and web app manifest (decision 050), named so they hold whatever default-src becomes.
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join(';');

/**
 * The security headers of every answer, computed once: the same set helmet would send with our settings,
 * without rebuilding the policy on each request (it was 9% of a cached feed answer's cost, decision 013).
 */
export function securityHeaders(config: Pick<Config, 'publicUrl'>): Record<string, string> {
  return {
    'content-security-policy': CONTENT_SECURITY_POLICY,
    // The Google sign-in redirect keeps working under 'same-origin'.
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // HSTS only where the public address is https: over plain http (local runs) it would be wrong.
    ...(config.publicUrl.startsWith('https://') ? { 'strict-transport-security': 'max-age=15552000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/**
 * `limitStore`: where the per-route limits count (lib/shared-rate-store.ts over the database, given by app.ts),
 * so every process on the database counts the same hits (decision 036).
 */
export async function registerSecurity(app: FastifyInstance, config: Config, limitStore: FastifyRateLimitStoreCtor): Promise<void> {
  const headers = securityHeaders(config);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
  registerCors(app, config.corsOrigins);

  // Per-route limits (auth, writes) are declared on the routes; off only for load tests (the store is not asked).
  await app.register(rateLimit, {
    global: false,
    enableDraftSpec: true,
    store: limitStore,
    // A counter the store cannot reach lets the request through (the store logs it): a limit fails open.
    skipOnError: true,
    errorResponseBuilder: () => new HttpError(429, MESSAGES.tooManyRequests),
    ...(config.rateLimit ? {} : { allowList: () => true }),
  });
}

/**
 * CORS is closed by default: the client is served from the same origin and needs none. An origin
 * listed in CORS_ORIGINS may call /api with a bearer token (no cookies are used, so no credentials mode).
 */
function registerCors(app: FastifyInstance, origins: ReadonlySet<string>): void {
  if (origins.size === 0) return;
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    reply.header('vary', 'Origin');
    if (!origin || !origins.has(origin) || !request.url.startsWith('/api/')) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-expose-headers', 'Link, Retry-After');
    if (request.method === 'OPTIONS') {
      reply
        .header('access-control-allow-methods', 'GET, POST, PUT, DELETE')
        .header('access-control-allow-headers', 'Authorization, Content-Type')
        .header('access-control-max-age', '600');
      return reply.status(204).send();
    }
  });
}
