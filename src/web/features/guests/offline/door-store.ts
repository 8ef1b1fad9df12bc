import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction, type StoreNames } from 'idb';
import type { DoorConflict, DoorListTicket } from '../../../../contracts/tickets.ts';
import type { SessionReply } from '../../accounts/index.ts';
import type { ManagedEventReply } from '../../events/index.ts';
import type { DoorList, DoorListPart } from './door-list-download.ts';
import { keptWithoutSession, scansOfAccount, toSend, type DoorDeviceScan, type DoorScanState } from './door-scans.ts';
import { DOOR_DB_NAME } from '../../../app/door-device-wipe.ts';

/**
 * The door phone's store (issue 35), in IndexedDB: the downloaded list of each event (with whose it is), a download
 * cut between pages, the scans admitted offline until the server has them (with the account that made them), this
 * device's conflicts, and the device's own random id. What could leak (lists, the saved opening) leaves with the
 * session; scans not uploaded stay for their account (docs/decisions/tickets.md "Wiped").
 */

/**
 * What the check-in page opens with when there is no network: the session and the event's management reply as the
 * page last had them online, kept with the list (so wiped with it) rather than cached by the service worker.
 */
export interface DoorOpening {
  session: SessionReply;
  event: ManagedEventReply;
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

/** Where an event's cut download stands; its pages' tickets are `downloadPages`. */
type DownloadHead = Omit<DoorListPart, 'tickets'> & { eventId: string; userId: string };

interface DoorDb extends DBSchema {
  lists: { key: string; value: SavedDoorList };
  scans: { key: string; value: DoorDeviceScan; indexes: { byEvent: string } };
  device: { key: string; value: string };
  downloads: { key: string; value: DownloadHead };
  downloadPages: { key: number; value: { eventId: string; tickets: DoorListTicket[] }; indexes: { byEvent: string } };
}

/** A scan as version 1 kept it: no account (the event's list's), `synced` for the state. */
type ScanV1 = Omit<DoorDeviceScan, 'userId' | 'state'> & { synced: boolean };

type UpgradeTx = IDBPTransaction<DoorDb, StoreNames<DoorDb>[], 'versionchange'>;

/** Version 1's scans get their account (the one whose list of the event the device has) and a state. */
async function upgradeScans(tx: UpgradeTx): Promise<void> {
  const scans = tx.objectStore('scans');
  for (let cursor = await scans.openCursor(); cursor; cursor = await cursor.continue()) {
    const { synced, ...old } = cursor.value as unknown as ScanV1;
    const owner = (await tx.objectStore('lists').get(old.eventId))?.userId;
    if (owner) await cursor.update({ ...old, userId: owner, state: synced ? 'synced' : 'waiting' });
    else await cursor.delete();
  }
}

let opened: Promise<IDBPDatabase<DoorDb>> | null = null;

function db(): Promise<IDBPDatabase<DoorDb>> {
  opened ??= openDB<DoorDb>(DOOR_DB_NAME, 2, {
    async upgrade(d, oldVersion, _newVersion, tx) {
      if (oldVersion < 1) {
        d.createObjectStore('lists', { keyPath: 'eventId' });
        d.createObjectStore('scans', { keyPath: 'id' }).createIndex('byEvent', 'eventId');
        d.createObjectStore('device');
      }
      d.createObjectStore('downloads', { keyPath: 'eventId' });
      d.createObjectStore('downloadPages', { autoIncrement: true }).createIndex('byEvent', 'eventId');
      if (oldVersion === 1) await upgradeScans(tx);
    },
    // A wipe deletes the database: let it, and open a new one next time.
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

const STORES = ['lists', 'scans', 'downloads', 'downloadPages'] as const;
type WriteTx = IDBPTransaction<DoorDb, (typeof STORES)[number][], 'readwrite'>;

/** A transaction that writes the lists, scans and downloads together. */
const writeAll = async (): Promise<WriteTx> => (await db()).transaction([...STORES], 'readwrite');

/** Forgets an event's cut download. */
async function dropDownload(tx: WriteTx, eventId: string) {
  await tx.objectStore('downloads').delete(eventId);
  for (const key of await tx.objectStore('downloadPages').index('byEvent').getAllKeys(eventId)) {
    await tx.objectStore('downloadPages').delete(key);
  }
}

/**
 * Saves a fresh list, forgets the download that made it and the synced scans it already counts (those scanned before
 * it was issued).
 */
export async function saveList(saved: SavedDoorList): Promise<void> {
  const tx = await writeAll();
  await tx.objectStore('lists').put(saved);
  for (const scan of await tx.objectStore('scans').index('byEvent').getAll(saved.eventId)) {
    if (scan.state === 'synced' && scan.scannedAt < saved.list.issuedAt) await tx.objectStore('scans').delete(scan.id);
  }
  await dropDownload(tx, saved.eventId);
  await tx.done;
}

/** The account's cut download of the event, if its list still admits at `now`. */
export async function loadDownload(eventId: string, userId: string, now: number): Promise<DoorListPart | null> {
  const d = await db();
  const head = await d.get('downloads', eventId);
  if (!head || head.userId !== userId || Date.parse(head.expiresAt) <= now) return null;
  const pages = await d.getAllFromIndex('downloadPages', 'byEvent', eventId);
  const { eventId: _e, userId: _u, ...part } = head;
  return { ...part, tickets: pages.flatMap((p) => p.tickets) };
}

/** Keeps a download's place and its latest page (a download another account began is dropped first). */
export async function keepDownload(eventId: string, userId: string, { tickets, ...part }: DoorListPart): Promise<void> {
  const tx = await writeAll();
  const head = await tx.objectStore('downloads').get(eventId);
  if (head && (head.userId !== userId || head.listId !== part.listId)) await dropDownload(tx, eventId);
  await tx.objectStore('downloads').put({ ...part, eventId, userId });
  await tx.objectStore('downloadPages').add({ eventId, tickets });
  await tx.done;
}

/** The account's scans of the event (another account's on the device are never shown or sent). */
export async function scansOf(eventId: string, userId: string): Promise<DoorDeviceScan[]> {
  return scansOfAccount(await (await db()).getAllFromIndex('scans', 'byEvent', eventId), userId);
}

/** The account's scans still to send, every event's (sign-out sends them first). */
export async function scansToSend(userId: string): Promise<DoorDeviceScan[]> {
  return scansOfAccount(await (await db()).getAll('scans'), userId).filter(toSend);
}

export async function addScan(scan: DoorDeviceScan): Promise<void> {
  await (await db()).put('scans', scan);
}

/** Sets the state of these scans; with `deviceConflicts` (a sync's reply), the event's list keeps them. */
export async function settleScans(ids: readonly string[], state: DoorScanState, eventId: string, deviceConflicts?: DoorConflict[]) {
  const tx = (await db()).transaction(['lists', 'scans'], 'readwrite');
  for (const id of ids) {
    const scan = await tx.objectStore('scans').get(id);
    if (scan) await tx.objectStore('scans').put({ ...scan, state });
  }
  const saved = deviceConflicts && (await tx.objectStore('lists').get(eventId));
  if (saved) await tx.objectStore('lists').put({ ...saved, deviceConflicts });
  await tx.done;
}

/** Forgets scans the staff member has been told about (those no server can take). */
export async function dropScans(ids: readonly string[]): Promise<void> {
  const tx = (await db()).transaction('scans', 'readwrite');
  for (const id of ids) await tx.store.delete(id);
  await tx.done;
}

/**
 * The account lost the event (403): its list, opening and cut download go, and the account's scans of it not yet
 * sent become refused (kept, shown, sent again only once the page opens again, that is with the access back). The
 * other events' lists stay.
 */
export async function forgetEvent(eventId: string, userId: string): Promise<void> {
  const tx = await writeAll();
  if ((await tx.objectStore('lists').get(eventId))?.userId === userId) await tx.objectStore('lists').delete(eventId);
  await dropDownload(tx, eventId);
  for (const scan of scansOfAccount(await tx.objectStore('scans').index('byEvent').getAll(eventId), userId)) {
    if (scan.state === 'synced') await tx.objectStore('scans').delete(scan.id);
    else if (scan.state === 'waiting') await tx.objectStore('scans').put({ ...scan, state: 'refused' });
  }
  await tx.done;
}

/** Forgets the lists other accounts left on the device (their session is not this one). */
export async function forgetOtherAccounts(userId: string): Promise<void> {
  const tx = await writeAll();
  for (const saved of await tx.objectStore('lists').getAll()) {
    if (saved.userId !== userId) await tx.objectStore('lists').delete(saved.eventId);
  }
  for (const head of await tx.objectStore('downloads').getAll()) {
    if (head.userId !== userId) await dropDownload(tx, head.eventId);
  }
  await tx.done;
}

/**
 * Sign-out or an expired session: every list, opening and cut download goes, and the synced scans; the scans not
 * uploaded stay with the device id. False when nothing stayed: the caller deletes the database (a clean device).
 */
export async function forgetSession(): Promise<boolean> {
  const d = await db();
  const tx = d.transaction([...STORES], 'readwrite');
  await Promise.all([tx.objectStore('lists').clear(), tx.objectStore('downloads').clear(), tx.objectStore('downloadPages').clear()]);
  let kept = 0;
  for (const scan of await tx.objectStore('scans').getAll()) {
    if (keptWithoutSession(scan)) kept += 1;
    else await tx.objectStore('scans').delete(scan.id);
  }
  await tx.done;
  if (kept) return true;
  d.close();
  opened = null;
  return false;
}
