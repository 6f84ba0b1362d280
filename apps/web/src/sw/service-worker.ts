/// <reference lib="webworker" />
// The service worker (issue 22): the built app precached, the app's pages falling back to it when the
// network fails, and the answers the POS starts from kept network-first. Built by vite-plugin-pwa
// (injectManifest), which fills self.__WB_MANIFEST with the build's files and their revisions.
import { clientsClaim } from 'workbox-core';
import {
  addRoute,
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precache,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { API_CACHE, APP_PAGES, START_API_PATHS } from '../lib/offline-cache';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// A Wi-Fi that is up with no route to the server answers nothing rather than an error: past these,
// the cached copy is used (the network answer still refreshes the cache when it comes).
const PAGE_TIMEOUT_S = 3;
const API_TIMEOUT_S = 3;

precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Pages first, before the precache route: a page is asked of the network (the server fills in the
// page's session-marker name and always names the newest bundles), and the precached index.html only
// answers when the network fails. Other paths (the API, socket.io, a second client the server may
// serve under its own path) never get the app.
const shell = createHandlerBoundToURL('/index.html');
const pages = new NetworkOnly({ networkTimeoutSeconds: PAGE_TIMEOUT_S });
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        return shell(options);
      }
    },
    { allowlist: [...APP_PAGES], denylist: [/^\/api\//, /^\/socket\.io/] },
  ),
);

addRoute();

// Only a 200 is kept. The browser's HTTP cache answers the server's 304s (ETag) to this fetch as the
// 200 it holds, so what is stored is always a whole, current body; an error or a 401 passes through
// untouched and is never stored, so a reachable server that ended the session still signs out.
const startAnswers = new NetworkFirst({
  cacheName: API_CACHE,
  networkTimeoutSeconds: API_TIMEOUT_S,
  // The server varies on Accept-Encoding, which the browser adds below the Request objects compared.
  matchOptions: { ignoreVary: true },
  plugins: [{ cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null) }],
});
const startPaths = new Set(START_API_PATHS);
registerRoute(({ url, sameOrigin }) => sameOrigin && startPaths.has(url.pathname), startAnswers, 'GET');

// A new version waits until the app says the moment is right (app/service-worker.ts: the next
// navigation), so a waiter's screen is never swapped mid-order. The first install takes the open
// pages at once, so the answers of the visit that installed it are kept too.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();
