import { DOOR_WORKER_PATH } from '../../domain/offline-door.ts';

/**
 * The door phone's store (the offline guest list and its scans, issue 35) is wiped when its staff member signs out
 * or loses access, and the door's service workers and their caches go with it (they hold only the app's files, but
 * the next person starts clean). Kept apart from the store's module so sign-out does not load IndexedDB's wrapper.
 */
export const DOOR_DB_NAME = 'ovation-door';

async function removeDoorWorkers(): Promise<void> {
  if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
    const registrations = await navigator.serviceWorker.getRegistrations();
    const door = registrations.filter((r) => (r.active ?? r.waiting ?? r.installing)?.scriptURL.endsWith(DOOR_WORKER_PATH));
    await Promise.all(door.map((r) => r.unregister()));
  }
  if (typeof caches !== 'undefined') {
    await Promise.all((await caches.keys()).filter((k) => k.startsWith('ovation-door-')).map((k) => caches.delete(k)));
  }
}

export async function wipeDoorDevice(): Promise<void> {
  // A browser that refuses (private mode) has nothing to remove.
  await removeDoorWorkers().catch(() => undefined);
  await new Promise<void>((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve();
    const request = indexedDB.deleteDatabase(DOOR_DB_NAME);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}
