/// <reference lib="webworker" />
/**
 * The service worker (decision 034), built by vite-plugin-pwa (injectManifest) to /sw.js:
 * - the app shell (the built scripts, styles, icons and index.html) is precached, and a page
 *   navigation that gets no answer falls back to index.html, so the app opens with no network;
 * - story pictures and sounds (/media/) are answered from Cache Storage when the page saved them
 *   (saved for offline, or among the stories played last: lib/offline-stories.ts), and Range
 *   requests, which <audio> and <video> make, are answered from the whole cached file;
 * - Web Push messages are shown, and a click opens the app where they point.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { createPartialResponse } from 'workbox-range-requests';
import { OFFLINE_CACHES } from './lib/offline-caches';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/**
 * Pages come from the network first: the server writes into each what it shows first (the story
 * poster's shell, preloads: plugins/web.ts). With no answer in NAVIGATION_TIMEOUT_MS, or none at
 * all, the precached index.html stands in. /api, /media and the server's own pages are not routes.
 */
const NAVIGATION_TIMEOUT_MS = 5000;
const shell = createHandlerBoundToURL('/index.html');
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await fetch(options.request, { signal: AbortSignal.timeout(NAVIGATION_TIMEOUT_MS) });
      } catch {
        return shell(options);
      }
    },
    { denylist: [/^\/api\//, /^\/media\//, /^\/dev\//, /^\/docs/] },
  ),
);

async function fromOfflineCaches(request: Request): Promise<Response | undefined> {
  for (const name of OFFLINE_CACHES) {
    const cache = await caches.open(name);
    const hit = await cache.match(request.url);
    if (hit) return hit;
  }
  return undefined;
}

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/media/') && request.method === 'GET',
  async ({ request }) => {
    const cached = await fromOfflineCaches(request);
    if (!cached) return fetch(request);
    return request.headers.has('range') ? createPartialResponse(request, cached) : cached;
  },
);

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let message: { title: string; body: string; url: string; icon?: string } = {
    title: 'Tiny Tidings',
    body: '',
    url: '/',
  };
  try {
    message = { ...message, ...(event.data?.json() as object) };
  } catch {
    // a push without JSON still shows the app's name
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: message.icon || '/icons/icon-192.png',
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data as { url?: string } | null)?.url || '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url.startsWith(self.location.origin));
      return open ? open.navigate(url).then((w) => w && w.focus()) : self.clients.openWindow(url);
    }),
  );
});
