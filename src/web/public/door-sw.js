/*
 * The door phone's service worker (issue 35, docs/decisions/tickets.md "Door service worker"). Hand-written and
 * small: it lets door staff open a check-in page with no network. Registered by the check-in page with the scope
 * /management/courses/; within it, only check-in pages and what they load are touched, everything else goes to the
 * network as if there were no worker.
 *
 * - A check-in page's navigation: network first, the cached page shell (the SPA's index.html) when offline.
 * - What a check-in page asks for (its hashed assets, and its few reads: the session and the event): network first,
 *   the cached copy when offline. The page itself tells the worker which assets it loaded (message 'cache'), since
 *   they were fetched before the worker controlled it.
 * - The cache is deleted at sign-out (the page's wipe) and when a new worker version activates.
 */
const CACHE = 'ovation-door-v1';
const CHECK_IN = /^\/management\/courses\/[^/]+\/check-in\/?$/;
const READS = [/^\/api\/session$/, /^\/api\/v1\/management\/courses\/[^/]+$/];
const SHELL = '/__door-shell';

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('ovation-door-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

async function networkFirst(request, key) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(key);
    if (cached) return cached;
    throw error;
  }
}

const isCheckIn = (url) => CHECK_IN.test(new URL(url).pathname);

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    if (isCheckIn(request.url)) event.respondWith(networkFirst(request, SHELL));
    return;
  }
  const asset = url.pathname.startsWith('/assets/');
  if (!asset && !READS.some((r) => r.test(url.pathname))) return;
  event.respondWith(
    self.clients.get(event.clientId).then((client) => (client && isCheckIn(client.url) ? networkFirst(request, request.url) : fetch(request))),
  );
});

/** The check-in page lists what it loaded before the worker controlled it: its shell, assets and reads. */
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'cache' || !Array.isArray(event.data.urls) || typeof event.data.shell !== 'string') return;
  const urls = event.data.urls.filter((u) => {
    const url = new URL(u, self.location.origin);
    return url.origin === self.location.origin && (url.pathname.startsWith('/assets/') || READS.some((r) => r.test(url.pathname)));
  });
  event.waitUntil(
    caches.open(CACHE).then(async (cache) => {
      await Promise.all(
        urls.map((u) =>
          fetch(u).then(
            (r) => (r.ok ? cache.put(u, r) : undefined),
            () => undefined,
          ),
        ),
      );
      const shell = await fetch(event.data.shell).catch(() => null);
      if (!shell?.ok) return;
      await cache.put(SHELL, shell);
      // The page may say it opens offline now.
      event.source?.postMessage({ type: 'cached' });
    }),
  );
});
