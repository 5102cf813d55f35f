/// <reference lib="webworker" />
/**
 * Quad's service worker (decision 050), built by vite-plugin-pwa (injectManifest) into dist/client/sw.js:
 * - the app shell (the page, scripts, styles, icons) precached at install, so Quad opens without a network;
 * - every address of the app (/, /events/{id}, /posts/{id}, /search?q=…, /verify-email, …) asked of the server
 *   first, and answered with the precached index.html when the network fails (sw-navigation.ts, decision 078);
 *   never /api (the data) or /media (pictures);
 * - stored pictures (/media) kept as they are read, newest 300 for 30 days, since a picture's address never
 *   changes what it shows; the door's QR decoder (.wasm) likewise once loaded;
 * - a new version waits until the page asks it to take over (the "A new version of Quad is ready" prompt);
 * - Web Push's handlers (sw-push.ts).
 * The data itself is not cached here: the page keeps what it read in IndexedDB, per account (lib/offline-cache.ts).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { navigationHandler } from './sw-navigation.ts';
import { registerPushHandlers } from './sw-push.ts';
import { MEDIA_CACHE, SKIP_WAITING } from './sw-protocol.ts';

declare const self: ServiceWorkerGlobalScope;

// A page's address is asked of the server (its page holds first answers and the title), the precached page
// answering when the network fails; the API and files go to the network, a picture to the pictures' cache below.
// The browser starts the request while the worker wakes (navigation preload). Registered before the precache's
// route, which would answer `/` with its copy of index.html.
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.mode === 'navigate' && !url.pathname.startsWith('/media/'),
  navigationHandler(() => matchPrecache('/index.html')),
);
self.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(self.registration.navigationPreload?.enable().catch(() => undefined) ?? Promise.resolve());
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin && request.method === 'GET' && (url.pathname.startsWith('/media/') || /^\/assets\/[^/]+\.wasm$/.test(url.pathname)),
  new CacheFirst({
    cacheName: MEDIA_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 86_400, purgeOnQuotaError: true }),
    ],
  }),
);

// The first version takes the page at once (nothing to replace); a later one waits for the page's word.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});
clientsClaim();

registerPushHandlers(self);
