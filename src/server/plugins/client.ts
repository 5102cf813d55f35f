import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MESSAGES, methodNotAllowed } from '../../shared/messages.ts';
import { cachingOf, type Freshness } from '../lib/caching.ts';
import { allowedMethods } from './allowed-methods.ts';
import { homePageWithFirstReads, pageTemplate } from './first-reads.ts';

/** The web app manifest the build writes (vite.config.ts), or a compressed copy of it. */
const MANIFEST_FILE = /[\\/]manifest\.webmanifest(\.br|\.gz)?$/;

/**
 * Makes the page of a shared event's or post's address from the page's template (modules/pages, composed by
 * app.ts): '' leaves the plain page.
 */
export type PostPageOf = (template: () => Promise<string>) => (id: string, kind: 'event' | 'post') => Promise<string>;

/** True when the path's last segment has an extension (`/robots.txt`, `/assets/app-1a2b.js`): it asks for a file. */
export const namesAFile = (path: string): boolean => /\.[A-Za-z0-9]{1,12}$/.test(path.slice(path.lastIndexOf('/') + 1));

/**
 * Serves the built client from one origin with the API. Hashed assets are immutable; every other file is always
 * revalidated: index.html, the service worker (sw.js: a browser must see a new version at once, decision 050) and
 * the web app manifest. Any GET outside /api that is not a file gets index.html, so every address of the app
 * opens it (decision 075), an unknown one too (the app says "not found"); a post's and an event's address get the
 * post's title and Open Graph tags in it. Unknown /api paths answer 404 JSON; a known address asked with a method it does not take, 405 with
 * Allow. Home itself (`/`, with no query) is the page with the answers to a visitor's first reads inside it
 * (decision 058).
 */
export async function registerClient(app: FastifyInstance, clientDir: string | null, postPage: PostPageOf = () => async () => ''): Promise<void> {
  // The client's files are open on a private campus too (they show the sign-in screen): the one rule (decision 069).
  const cacheControlOf = (freshness: Freshness) =>
    cachingOf({ access: 'public', privateCampus: app.ctx.config.campus.private, closedOnPrivateCampus: false, viewer: 'anyone', freshness })
      .cacheControl;
  const hasClient = clientDir !== null && existsSync(join(clientDir, 'index.html'));
  if (hasClient && clientDir !== null) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: true,
      index: ['index.html'],
      // The build writes .br and .gz beside each file (vite.config.ts): sent as they are when accepted.
      preCompressed: true,
      setHeaders: (reply, path) => {
        const hashed = path.includes('/assets/');
        reply.header('cache-control', cacheControlOf(hashed ? 'immutable' : 'revalidate'));
        // The web app manifest's own type (decision 050), also when its compressed copy is sent.
        if (MANIFEST_FILE.test(path)) reply.header('content-type', 'application/manifest+json');
      },
    });
    const homePage = homePageWithFirstReads(app, join(clientDir, 'index.html'));
    // Kept like a visitor's API answer (cache/public-answers.ts) until anything is written: the same page for everyone.
    app.get('/', { config: { access: 'public', publicCache: true } }, async (request, reply) => {
      // A shortcut's or a sign-in's return (/?screen=events, /?ticket=...) opens another screen: the plain page.
      if (request.url !== '/') return reply.type('text/html').sendFile('index.html');
      return reply.type('text/html; charset=utf-8').send(await homePage());
    });
    // A shared event's or post's address: the page with its title and Open Graph tags, when a visitor may read it
    // (decision 075). Every other address of the app gets the plain page below.
    const template = pageTemplate(join(clientDir, 'index.html'));
    const pageOf = postPage(template);
    for (const [path, kind] of [['/events/:id', 'event'], ['/posts/:id', 'post']] as const) {
      app.get<{ Params: { id: string } }>(path, { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) =>
        reply
          .header('cache-control', cacheControlOf('revalidate'))
          .type('text/html; charset=utf-8')
          .send((await pageOf(request.params.id, kind)) || (await template())),
      );
    }
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A file that is not there (a chunk of a former build, /favicon.ico, /sitemap.xml) is a 404, never the page:
    // an old page asking for a removed chunk sees the failure and reloads (decision 065). The app's own addresses
    // (/posts/{id}, /events/{id}/registrations) have no extension and get the page.
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api') && !path.startsWith('/media')
      && !path.startsWith('/assets/') && !namesAFile(path);
    if (hasClient && wantsPage) {
      return reply.header('cache-control', cacheControlOf('revalidate')).type('text/html').sendFile('index.html');
    }
    // A known address asked with another method: 405 and the methods it takes.
    const allowed = allowedMethods(app, path);
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      return reply.status(405).header('allow', allowed.join(', ')).send({ message: methodNotAllowed(request.method, allowed) });
    }
    return reply.status(404).send({ message: MESSAGES.notFound });
  });
}
