import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DoorConflict } from '../../../../contracts/tickets.ts';
import { TICKETS_ENDPOINTS } from '../../../../contracts/tickets.endpoints.ts';
import { DOOR_OFFLINE_TEXTS, SHORT_CODE_PATTERN } from '../../../../contracts/tickets.messages.ts';
import { ApiError, call } from '../../../app/http.ts';
import { sessionKeys, type SessionReply } from '../../accounts/index.ts';
import { managedEventQuery, type ManagedEventReply } from '../../events/index.ts';
import { useRefreshGuests } from '../api.ts';
import type { CheckInResult } from '../check-in-result.ts';
import { forgetDoorEvent, forgetDoorSession } from './door-forget.ts';
import { doorRef } from './door-hash.ts';
import { downloadDoorList, type DoorListProgress } from './door-list-download.ts';
import { unsentCounts, type DoorDeviceScan, type UnsentCounts } from './door-scans.ts';
import {
  addScan,
  deviceId,
  dropScans,
  forgetOtherAccounts,
  keepDownload,
  loadDownload,
  loadList,
  saveList,
  scansOf,
  type SavedDoorList,
} from './door-store.ts';
import { uploadScans } from './door-sync.ts';
import { findDoorTicket, offlineCheckIn } from './offline-check-in.ts';

/** While scans wait and the browser says it is online, another sync is tried this often (the venue's flaky Wi-Fi). */
const RETRY_MS = 30_000;

export interface OfflineDoor {
  online: boolean;
  saved: SavedDoorList | null;
  /** Scans waiting to sync. */
  pending: number;
  /** Scans the server will not take (the event's access removed, or their list purged). */
  unsent: Omit<UnsentCounts, 'waiting'>;
  syncing: boolean;
  /** A download of several pages under way: how far it is. */
  download: DoorListProgress | null;
  /** This device's conflicts and the event's (for the organizer), each once, latest first. */
  conflicts: DoorConflict[];
  deviceId: string | null;
  admit(code: string, doorDate: string | undefined): Promise<CheckInResult>;
  sync(): Promise<void>;
  /** Forgets the purged scans once the staff member has read that they could not be uploaded. */
  dismissPurged(): Promise<void>;
}

/**
 * What a refusal of the list or sync call forgets: 401 (the session expired or ended elsewhere) every list, 403 (this
 * event's access removed) this event's list; the scans not uploaded stay (docs/decisions/tickets.md "Wiped").
 */
async function forgetOnRefusal(error: unknown, eventId: string, userId: string): Promise<void> {
  if (!(error instanceof ApiError)) return;
  if (error.status === 401) await forgetDoorSession();
  else if (error.status === 403) await forgetDoorEvent(eventId, userId);
}

/**
 * The check-in page's offline door (issue 35): keeps the event's door list on the device (downloaded while online),
 * admits from it while offline, and uploads the waiting scans once the network is back (then downloads a fresh list).
 */
export function useOfflineDoor(eventId: string, userId: string | null): OfflineDoor {
  const [online, setOnline] = useState(() => navigator.onLine);
  const [saved, setSaved] = useState<SavedDoorList | null>(null);
  const [scans, setScans] = useState<DoorDeviceScan[]>([]);
  const [syncing, setSyncing] = useState(false);
  const [download, setDownload] = useState<DoorListProgress | null>(null);
  const [device, setDevice] = useState<string | null>(null);
  // The scans as the next admit must see them, before React re-renders (two quick scans of one ticket).
  const local = useRef<DoorDeviceScan[]>([]);
  const busy = useRef(false);
  const refreshGuests = useRefreshGuests(eventId);
  const queryClient = useQueryClient();

  const reload = useCallback(async () => {
    const [list, all, id] = await Promise.all([userId ? loadList(eventId, userId) : null, userId ? scansOf(eventId, userId) : [], deviceId()]);
    local.current = all;
    setDevice(id);
    setSaved(list);
    setScans(all);
  }, [eventId, userId]);

  const sync = useCallback(async () => {
    if (busy.current || !userId || !navigator.onLine) return;
    busy.current = true;
    setSyncing(true);
    try {
      const sent = await uploadScans(eventId, userId);
      // Every page first, then one save: a download cut short leaves the previous list whole.
      const list = await downloadDoorList((query) => call(TICKETS_ENDPOINTS.offlineDoorList, { params: { eventId }, query }), setDownload, {
        from: await loadDownload(eventId, userId, Date.now()),
        keep: (part) => keepDownload(eventId, userId, part),
        stale: (error) => error instanceof ApiError && (error.status === 400 || error.status === 404),
      });
      const previous = await loadList(eventId, userId);
      const session = queryClient.getQueryData<SessionReply>(sessionKeys.all);
      const event = queryClient.getQueryData<ManagedEventReply>(managedEventQuery(eventId).queryKey);
      const opening = session && event ? { session, event } : undefined;
      await saveList({ eventId, userId, list, deviceConflicts: previous?.deviceConflicts ?? [], opening });
      await reload();
      if (sent) void refreshGuests();
    } catch (error) {
      // A network failure leaves everything for the next try (a cut download resumes where it stopped).
      await forgetOnRefusal(error, eventId, userId);
      await reload();
    } finally {
      busy.current = false;
      setSyncing(false);
      setDownload(null);
    }
  }, [eventId, userId, reload, refreshGuests, queryClient]);

  useEffect(() => {
    // Lists another account left here (its session expired without a sign-out) are not this one's to keep: checked
    // once as the page opens for an account, not at every reload of the store.
    void (userId ? forgetOtherAccounts(userId) : Promise.resolve()).then(reload).then(sync);
    const up = () => {
      setOnline(true);
      void sync();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, [userId, reload, sync]);

  const { waiting: pending, ...unsent } = unsentCounts(scans);
  useEffect(() => {
    if (!pending || !online) return undefined;
    const timer = window.setInterval(() => void sync(), RETRY_MS);
    return () => window.clearInterval(timer);
  }, [pending, online, sync]);

  const admit = useCallback(
    async (code: string, doorDate: string | undefined): Promise<CheckInResult> => {
      const list = saved?.list;
      if (!list) return { kind: 'error', code, message: DOOR_OFFLINE_TEXTS.noList, guest: null, at: Date.now() };
      const ref = SHORT_CODE_PATTERN.test(code) ? null : await doorRef(list.key, code);
      const since = local.current.filter((s) => s.state !== 'synced' || s.scannedAt >= list.issuedAt);
      const decision = offlineCheckIn(list, findDoorTicket(list, code, ref), code, doorDate, since, Date.now());
      if (decision.admitted && userId) {
        const scan: DoorDeviceScan = { ...decision.admitted, id: crypto.randomUUID(), eventId, listId: list.listId, userId, state: 'waiting' };
        local.current = [...local.current, scan];
        await addScan(scan);
        setScans(local.current);
      }
      return decision.result;
    },
    [saved, eventId, userId],
  );

  const dismissPurged = useCallback(async () => {
    await dropScans(local.current.filter((s) => s.state === 'purged').map((s) => s.id));
    await reload();
  }, [reload]);

  const seen = new Set<string>();
  const conflicts = [...(saved?.deviceConflicts ?? []), ...(saved?.list.conflicts ?? [])]
    .filter((c) => !seen.has(c.scanId) && (seen.add(c.scanId), true))
    .sort((a, b) => b.scannedAt.localeCompare(a.scannedAt));
  return { online, saved, pending, unsent, syncing, download, conflicts, deviceId: device, admit, sync, dismissPurged };
}
