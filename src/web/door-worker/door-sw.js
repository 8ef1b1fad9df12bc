/*
 * The door's service worker (issue 35, docs/decisions/tickets.md "Installable"): door staff open a check-in page with
 * no network. The build (src/web/build/door-worker.ts) writes BUILD (a hash of what it caches) and PRECACHE (the
 * hashed files a check-in page loads) above this. A check-in page registers it with its own path as the scope, so it
 * sees that page and nothing else.
 *
 * - A navigation goes to the network; only when the network fails is it answered with the cached page shell.
 * - A hashed file (/assets/) comes from the cache when it is there (its name changes with its content), else from
 *   the network.
 * - Anything else, the API first of all, is not touched: the browser asks the network as with no worker. The page
 *   keeps its own data (the door list, the session and event it opened with) in IndexedDB, per staff member.
 */
const CACHE = `ovation-door-${BUILD}`;
const SHELL = '/index.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([SHELL, ...PRECACHE]))
      .then(() => self.skipWaiting()),
  );
});

// Another build's files are never served with this build's shell: its caches go.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((keys) => Promise.all(keys.filter((k) => k.startsWith('ovation-door-') && k !== CACHE).map((k) => caches.delete(k)))),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => caches.match(SHELL, { cacheName: CACHE }).then((shell) => shell ?? Response.error())));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(caches.match(request, { cacheName: CACHE }).then((cached) => cached ?? fetch(request)));
  }
});
