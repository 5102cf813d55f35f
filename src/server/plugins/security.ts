import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../shared/messages.ts';
import { HttpError } from '../lib/http-errors.ts';

/**
 * Security headers with a Content-Security-Policy the built client runs under: no inline scripts,
 * no third-party origins for scripts, styles or connections. Images may come from https links
 * (SPEC §3 allows links) and data:/blob: URLs (previews before upload).
 */
export async function registerSecurity(app: FastifyInstance, options: { rateLimit: boolean }): Promise<void> {
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
  });

  // Per-route limits (auth and, later, writes) are declared on the routes; off only for load tests.
  await app.register(rateLimit, {
    global: false,
    enableDraftSpec: true,
    errorResponseBuilder: () => new HttpError(429, MESSAGES.tooManyRequests),
    ...(options.rateLimit ? {} : { allowList: () => true }),
  });
}
