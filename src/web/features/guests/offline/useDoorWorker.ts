import { useEffect, useState } from 'react';
import { DOOR_MANIFEST_PATH, DOOR_WORKER_PATH } from '../../../../domain/offline-door.ts';
import { doorWorkerScope } from '../../../app/door-device-wipe.ts';

/**
 * Makes the check-in page installable and openable with no network (issue 35): links the door's web app manifest
 * while the page is shown, and registers the door's service worker (built by src/web/build/door-worker.ts) with this
 * page's path as its scope, so it touches no other page. True once the worker is active: its install cached the
 * page's shell and files.
 */
export function useDoorWorker(eventId: string): boolean {
  const [active, setActive] = useState(false);
  useEffect(() => {
    let shown = true;
    const link = Object.assign(document.createElement('link'), { rel: 'manifest', href: DOOR_MANIFEST_PATH });
    document.head.append(link);
    if ('serviceWorker' in navigator && window.isSecureContext) {
      navigator.serviceWorker
        .register(DOOR_WORKER_PATH, { scope: doorWorkerScope(eventId) })
        // ready: the registration of this page's scope has an active worker.
        .then(() => navigator.serviceWorker.ready)
        .then(() => shown && setActive(true))
        // No worker (private mode, an old browser): the page works online, and offline once open.
        .catch(() => undefined);
    }
    return () => {
      shown = false;
      link.remove();
    };
  }, [eventId]);
  return active;
}
