import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { DoorConflict } from '../../../../contracts/tickets.ts';
import type { SessionReply } from '../../accounts/index.ts';
import type { ManagedEventReply } from '../../events/index.ts';
import type { DoorList } from './door-list-download.ts';
import { DOOR_DB_NAME } from '../../../app/door-device-wipe.ts';

/**
 * The door phone's store (issue 35), in IndexedDB: the downloaded list of each event (with whose it is), the scans
 * admitted offline until the server has them, this device's conflicts, and the device's own random id.
 */

/**
 * What the check-in page opens with when there is no network: the session and the event's management reply as the
 * page last had them online, kept with the list (so wiped with it) rather than cached by the service worker.
 */
export interface DoorOpening {
  session: SessionReply;
  event: ManagedEventReply;
}

/** A scan admitted on this device; `synced` once the server answered it. */
export interface DoorDeviceScan {
  id: string;
  eventId: string;
  listId: string;
  ref: string;
  occurrenceId: string;
  scannedAt: string;
  synced: boolean;
}

export interface SavedDoorList {
  eventId: string;
  userId: string;
  list: DoorList;
  /** This device's scans the server turned into conflicts (from its last sync). */
  deviceConflicts: DoorConflict[];
  /** Absent in a list saved before the page could open offline. */
  opening?: DoorOpening;
}

interface DoorDb extends DBSchema {
  lists: { key: string; value: SavedDoorList };
  scans: { key: string; value: DoorDeviceScan; indexes: { byEvent: string } };
  device: { key: string; value: string };
}

let opened: Promise<IDBPDatabase<DoorDb>> | null = null;

function db(): Promise<IDBPDatabase<DoorDb>> {
  opened ??= openDB<DoorDb>(DOOR_DB_NAME, 1, {
    upgrade(d) {
      d.createObjectStore('lists', { keyPath: 'eventId' });
      d.createObjectStore('scans', { keyPath: 'id' }).createIndex('byEvent', 'eventId');
      d.createObjectStore('device');
    },
    // A wipe (sign-out, lost access) deletes the database: let it, and open a new one next time.
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      opened = null;
    },
  });
  return opened;
}

/** This device's id, made once. */
export async function deviceId(): Promise<string> {
  const d = await db();
  const known = await d.get('device', 'id');
  if (known) return known;
  const id = crypto.randomUUID();
  await d.put('device', id, 'id');
  return id;
}

export async function loadList(eventId: string, userId: string): Promise<SavedDoorList | null> {
  const saved = await (await db()).get('lists', eventId);
  return saved && saved.userId === userId ? saved : null;
}

/** The offline opening of an event's check-in page: only with the list of the staff member it was saved for. */
export async function loadOpening(eventId: string): Promise<DoorOpening | null> {
  const saved = await (await db()).get('lists', eventId);
  return saved?.opening && saved.opening.session.user?.id === saved.userId ? saved.opening : null;
}

/** Saves a fresh list and forgets the synced scans it already counts (those scanned before it was issued). */
export async function saveList(saved: SavedDoorList): Promise<void> {
  const d = await db();
  const tx = d.transaction(['lists', 'scans'], 'readwrite');
  await tx.objectStore('lists').put(saved);
  for (const scan of await tx.objectStore('scans').index('byEvent').getAll(saved.eventId)) {
    if (scan.synced && scan.scannedAt < saved.list.issuedAt) await tx.objectStore('scans').delete(scan.id);
  }
  await tx.done;
}

export async function scansOf(eventId: string): Promise<DoorDeviceScan[]> {
  return (await db()).getAllFromIndex('scans', 'byEvent', eventId);
}

export async function addScan(scan: DoorDeviceScan): Promise<void> {
  await (await db()).put('scans', scan);
}

export async function markSynced(ids: readonly string[], eventId: string, deviceConflicts: DoorConflict[]): Promise<void> {
  const d = await db();
  const tx = d.transaction(['lists', 'scans'], 'readwrite');
  for (const id of ids) {
    const scan = await tx.objectStore('scans').get(id);
    if (scan) await tx.objectStore('scans').put({ ...scan, synced: true });
  }
  const saved = await tx.objectStore('lists').get(eventId);
  if (saved) await tx.objectStore('lists').put({ ...saved, deviceConflicts });
  await tx.done;
}
