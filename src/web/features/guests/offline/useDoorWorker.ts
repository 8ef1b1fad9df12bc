import { useEffect, useState } from 'react';

/** The door's worker and manifest (src/web/public/door-sw.js, door.webmanifest): scoped to the events' pages. */
const WORKER = { url: '/door-sw.js', scope: '/management/courses/' } as const;

/**
 * Makes the check-in page installable and openable with no network (issue 35): links the door's web app manifest
 * while the page is shown and registers its service worker, then tells the worker what this page loaded (its
 * hashed assets, the session and the event, its shell) so they are cached before the network drops. True once the worker says they are.
 */
export function useDoorWorker(): boolean {
  const [cached, setCached] = useState(false);
  useEffect(() => {
    const onMessage = (e: MessageEvent<{ type?: string }>) => {
      if (e.data?.type === 'cached') setCached(true);
    };
    const link = Object.assign(document.createElement('link'), { rel: 'manifest', href: '/door.webmanifest' });
    document.head.append(link);
    if ('serviceWorker' in navigator && window.isSecureContext) {
      navigator.serviceWorker.addEventListener('message', onMessage);
      // addEventListener alone leaves the worker's messages queued.
      navigator.serviceWorker.startMessages();
      navigator.serviceWorker
        .register(WORKER.url, { scope: WORKER.scope })
        .then(async (registration) => {
          const worker = registration.active ?? (await navigator.serviceWorker.ready).active;
          const urls = performance
            .getEntriesByType('resource')
            .map((e) => e.name)
            // The worker keeps the assets and reads among them.
            .filter((u) => new URL(u).origin === location.origin);
          worker?.postMessage({ type: 'cache', urls, shell: location.pathname });
        })
        // No worker (private mode, an old browser): the page still works online and offline once open.
        .catch(() => undefined);
    }
    return () => {
      link.remove();
      if ('serviceWorker' in navigator) navigator.serviceWorker.removeEventListener('message', onMessage);
    };
  }, []);
  return cached;
}
