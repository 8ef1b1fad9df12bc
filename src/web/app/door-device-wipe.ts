import { DOOR_WORKER_PATH } from '../../domain/offline-door.ts';

/**
 * The door phone's store (the offline guest list and its scans, issue 35) and the door's service workers: the parts
 * that need no IndexedDB wrapper, so sign-out and the check-in route's gate load it only on a door device.
 */
export const DOOR_DB_NAME = 'ovation-door';

/** The scope the check-in page registers the door's worker with (useDoorWorker). */
export const doorWorkerScope = (eventId: string) => `/management/courses/${eventId}/check-in`;

/**
 * Removes the door's service workers (all, or one event's) and, with all, their caches: they hold only the app's
 * files, but the next person starts clean. A browser that refuses (private mode) has nothing to remove.
 */
export async function removeDoorWorkers(eventId?: string): Promise<void> {
  try {
    if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
      const registrations = await navigator.serviceWorker.getRegistrations();
      const door = registrations.filter(
        (r) =>
          (r.active ?? r.waiting ?? r.installing)?.scriptURL.endsWith(DOOR_WORKER_PATH) &&
          (!eventId || new URL(r.scope).pathname.startsWith(doorWorkerScope(eventId))),
      );
      await Promise.all(door.map((r) => r.unregister()));
    }
    if (!eventId && typeof caches !== 'undefined') {
      await Promise.all((await caches.keys()).filter((k) => k.startsWith('ovation-door-')).map((k) => caches.delete(k)));
    }
  } catch {
    // nothing to remove
  }
}

/** Whether this browser has a door store at all (an answer of "cannot tell" counts as yes). */
export async function doorStoreOnDevice(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  return (await indexedDB.databases().catch(() => [{ name: DOOR_DB_NAME }])).some((d) => d.name === DOOR_DB_NAME);
}

export function deleteDoorDatabase(): Promise<void> {
  return new Promise<void>((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve();
    const request = indexedDB.deleteDatabase(DOOR_DB_NAME);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}
