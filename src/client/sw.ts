/// <reference lib="webworker" />
/**
 * Quad's service worker (decision 050), built by vite-plugin-pwa (injectManifest) into dist/client/sw.js:
 * - the app shell (the page, scripts, styles, icons) precached at install, so Quad opens without a network;
 * - every address of the app (/, /posts/{id}, /events/{id}/check-in, /verify-email, …) answered with the
 *   precached index.html, never /api (the data) or /media (pictures);
 * - stored pictures (/media) kept as they are read, newest 300 for 30 days, since a picture's address never
 *   changes what it shows; the door's QR decoder (.wasm) likewise once loaded;
 * - a new version waits until the page asks it to take over (the "A new version of Quad is ready" prompt);
 * - Web Push's handlers (sw-push.ts).
 * The data itself is not cached here: the page keeps what it read in IndexedDB, per account (lib/offline-cache.ts).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { registerPushHandlers } from './sw-push.ts';
import { MEDIA_CACHE, SKIP_WAITING } from './sw-protocol.ts';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Addresses of the app open the precached page; the API, pictures and files (a dot in the last segment) do not.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/media(\/|$)/, /\/[^/?]+\.[^/?]+$/],
  }),
);

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
