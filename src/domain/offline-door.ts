/**
 * The offline door (issue 35): a door phone downloads the event's tickets, admits by the rules of admission.ts on
 * its own, and uploads its scans later. These are the rules that settle those scans against what the server (and
 * the other phones) already recorded. Pure, so the phone and the server decide alike.
 */
import { decideEntry, type AdmissionUse, type EntryDecision, type TicketAdmission } from './admission.ts';

/** How long a downloaded door list may be used offline: a whole door day, and then some (docs/decisions/tickets.md). */
export const DOOR_LIST_HOURS = 24;

/**
 * How long a list is kept after it expired, so that scans a phone made offline before the expiry still sync: a phone
 * left offline after the event (a festival in a field, a phone in a drawer) has a month to come back online. Then
 * the list (its key) is purged, and its scans can no longer be mapped to tickets (docs/decisions/tickets.md).
 */
export const DOOR_LIST_KEPT_DAYS = 30;

/** The lists that expired before this are purged at `now`. */
export const doorListsPurgedBefore = (now: Date): Date => new Date(now.getTime() - DOOR_LIST_KEPT_DAYS * 86_400_000);

/** Tickets per page of a door list download (about 300 kB of JSON), and the most a client may ask for. */
export const DOOR_LIST_PAGE_SIZE = 1000;
export const DOOR_LIST_MAX_PAGE_SIZE = 2000;

/** The most scans one sync may carry; a phone with more sends them in several batches. */
export const DOOR_SYNC_MAX_SCANS = 500;

/**
 * Where the door's service worker and web app manifest are served (built by src/web/build/door-worker.ts). The
 * worker's own reply needs a policy that lets it fetch (security-headers.ts).
 */
export const DOOR_WORKER_PATH = '/door-sw.js';
export const DOOR_MANIFEST_PATH = '/door.webmanifest';

/** Which of two scans came first: scanned-at, then the device id, then the scan id, so every party orders alike. */
export interface ScanKey {
  id: string;
  deviceId: string;
  scannedAt: string;
}

export const scanOrder = (a: ScanKey, b: ScanKey): number =>
  a.scannedAt.localeCompare(b.scannedAt) || a.deviceId.localeCompare(b.deviceId) || a.id.localeCompare(b.id);

/** A recorded use and the offline scan it came from (null: checked in online, which is never taken back). */
export interface RecordedUse extends AdmissionUse {
  scan: ScanKey | null;
}

export interface DoorScan extends ScanKey {
  /** The date the phone admitted for. */
  occurrenceId: string;
}

export type ScanSettlement =
  /** Admitted: a new use with this entry number, `left` entries after it. */
  | { kind: 'admit'; entry: number; left: number }
  /** Admitted in place of a later offline scan, which becomes the conflict: the use `entry` is now this scan's. */
  | { kind: 'displace'; entry: number; loser: ScanKey }
  /** Refused: an earlier scan (or an online check-in) had the entry. */
  | { kind: 'conflict'; decision: Exclude<EntryDecision, { ok: true }> };

/**
 * Settles one uploaded scan of a ticket against its recorded uses: the first scan by `scanOrder` wins. A scan the
 * rules refuse takes the blocking use (the same date's for a single ticket or pass, the latest offline one for a
 * punch card) when that use came from a later offline scan; otherwise it is the conflict.
 */
export function settleScan(
  t: Omit<TicketAdmission, 'uses'> & { uses: readonly RecordedUse[] },
  scan: DoorScan,
  eventDates: Parameters<typeof decideEntry>[2],
): ScanSettlement {
  const decision = decideEntry(t, scan.occurrenceId, eventDates);
  if (decision.ok) return { kind: 'admit', entry: decision.entry, left: decision.left };
  if (decision.reason === 'other_date') return { kind: 'conflict', decision };
  const offline = t.uses.filter((u): u is RecordedUse & { scan: ScanKey } => u.scan !== null);
  const blocking =
    t.rule.kind === 'punch_card'
      ? [...offline].sort((a, b) => scanOrder(a.scan, b.scan)).at(-1)
      : offline.find((u) => u.occurrenceId === scan.occurrenceId);
  if (blocking && scanOrder(scan, blocking.scan) < 0) return { kind: 'displace', entry: blocking.entry, loser: blocking.scan };
  return { kind: 'conflict', decision };
}

/** An upload's scans in the order they are settled (first scanned first), each scan id once. */
export function mergeScans<T extends ScanKey>(scans: readonly T[]): T[] {
  const seen = new Set<string>();
  return [...scans].sort(scanOrder).filter((s) => !seen.has(s.id) && (seen.add(s.id), true));
}

/** Whether a downloaded list may still admit at `now` (ms). */
export const doorListUsable = (expiresAt: string, now: number): boolean => now < Date.parse(expiresAt);
