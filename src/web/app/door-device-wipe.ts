/**
 * The door phone's store (the offline guest list and its scans, issue 35) is wiped when its staff member signs out
 * or loses access. Kept apart from the store's module so sign-out does not load IndexedDB's wrapper.
 */
export const DOOR_DB_NAME = 'ovation-door';

export function wipeDoorDevice(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve();
    const request = indexedDB.deleteDatabase(DOOR_DB_NAME);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}
