import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../shared/messages.ts';
import type { Config } from '../config.ts';
import { HttpError } from '../lib/http-errors.ts';

/**
 * Security headers with a Content-Security-Policy the built client runs under: no inline scripts,
 * no third-party origins for scripts, styles or connections. Images may come from https links
 * (SPEC §3 allows links) and data:/blob: URLs (previews before upload).
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const https = config.publicUrl.startsWith('https://');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // The Google sign-in redirect must keep working: the default 'same-origin' opener policy is fine.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only where the public address is https: over plain http (local runs) it would be wrong.
    strictTransportSecurity: https ? { maxAge: 180 * 24 * 60 * 60, includeSubDomains: true } : false,
  });
  registerCors(app, config.corsOrigins);

  // Per-route limits (auth and, later, writes) are declared on the routes; off only for load tests.
  await app.register(rateLimit, {
    global: false,
    enableDraftSpec: true,
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
