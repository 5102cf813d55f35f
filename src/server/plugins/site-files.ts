import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What crawlers may read (decision 065). An open campus lets them index its public screens (Home, the feeds at their
 * addresses, an event's and a post's page: decision 075; the clubs' directory and a club's page: 081) and nothing
 * else: no API, no account links, no search, no host's or door's page (the longest matching rule wins, RFC 9309). A
 * private campus is read by its students only: nothing is indexed.
 */
export function robotsTxt(privateCampus: boolean): string {
  if (privateCampus) return 'User-agent: *\nDisallow: /\n';
  return [
    'User-agent: *',
    'Allow: /$',
    'Allow: /events$',
    'Allow: /consights$',
    'Allow: /cultural-events$',
    'Allow: /events/',
    'Allow: /posts/',
    'Allow: /clubs$',
    'Allow: /clubs/',
    'Disallow: /events/*/registrations',
    'Disallow: /events/*/check-in',
    'Disallow: /',
    '',
  ].join('\n');
}

/**
 * RFC 9116's security.txt: whom to tell of a weakness (the campus's support address) and until when this holds. The
 * expiry is always 180 days ahead (the RFC asks for less than a year), so a running server never serves a stale
 * file; Canonical names the address it is published at.
 */
export function securityTxt(config: Pick<Config, 'supportEmail' | 'publicUrl'>, now: Date = new Date()): string {
  const expires = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS + 180 * DAY_MS);
  return [
    `Contact: mailto:${config.supportEmail}`,
    `Expires: ${expires.toISOString()}`,
    `Canonical: ${new URL('/.well-known/security.txt', config.publicUrl).href}`,
    'Preferred-Languages: en',
    '',
  ].join('\n');
}

/** Serves /robots.txt and /.well-known/security.txt, with or without a built client; they are not part of the API's document. */
export function registerSiteFiles(app: FastifyInstance, config: Config): void {
  app.get('/robots.txt', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(robotsTxt(config.campus.private)),
  );
  app.get('/.well-known/security.txt', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(securityTxt(config)),
  );
}
