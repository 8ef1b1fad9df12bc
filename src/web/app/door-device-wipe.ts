/**
 * The door phone's store (the offline guest list and its scans, issue 35) is wiped when its staff member signs out
 * or loses access. Kept apart from the store's module so sign-out does not load IndexedDB's wrapper.
 */
export const DOOR_DB_NAME = 'ovation-door';
/** The door worker's cache (src/web/public/door-sw.js): the page shell and the session and event it read. */
const DOOR_CACHE = 'ovation-door-v1';

export async function wipeDoorDevice(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(DOOR_CACHE).catch(() => false);
  await new Promise<void>((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve();
    const request = indexedDB.deleteDatabase(DOOR_DB_NAME);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}
