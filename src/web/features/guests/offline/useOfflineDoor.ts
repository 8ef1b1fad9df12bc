import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DoorConflict } from '../../../../contracts/tickets.ts';
import { TICKETS_ENDPOINTS } from '../../../../contracts/tickets.endpoints.ts';
import { DOOR_OFFLINE_TEXTS, SHORT_CODE_PATTERN } from '../../../../contracts/tickets.messages.ts';
import { DOOR_SYNC_MAX_SCANS } from '../../../../domain/offline-door.ts';
import { ApiError, call } from '../../../app/http.ts';
import { wipeDoorDevice } from '../../../app/door-device-wipe.ts';
import { sessionKeys, type SessionReply } from '../../accounts/index.ts';
import { managedEventQuery, type ManagedEventReply } from '../../events/index.ts';
import { useRefreshGuests } from '../api.ts';
import type { CheckInResult } from '../check-in-result.ts';
import { doorRef } from './door-hash.ts';
import { downloadDoorList, type DoorListProgress } from './door-list-download.ts';
import { addScan, deviceId, loadList, markSynced, saveList, scansOf, type DoorDeviceScan, type SavedDoorList } from './door-store.ts';
import { findDoorTicket, offlineCheckIn } from './offline-check-in.ts';

/** While scans wait and the browser says it is online, another sync is tried this often (the venue's flaky Wi-Fi). */
const RETRY_MS = 30_000;

export interface OfflineDoor {
  online: boolean;
  saved: SavedDoorList | null;
  pending: number;
  syncing: boolean;
  /** A download of several pages under way: how far it is. */
  download: DoorListProgress | null;
  /** This device's conflicts and the event's (for the organizer), each once, latest first. */
  conflicts: DoorConflict[];
  deviceId: string | null;
  admit(code: string, doorDate: string | undefined): Promise<CheckInResult>;
  sync(): Promise<void>;
}

/** 401 or 403: the staff member lost access (or signed out elsewhere): the list and its scans are wiped. */
const lostAccess = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403);

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
    const [list, all, id] = await Promise.all([userId ? loadList(eventId, userId) : null, scansOf(eventId), deviceId()]);
    local.current = all;
    setDevice(id);
    setSaved(list);
    setScans(all);
  }, [eventId, userId]);

  const wipe = useCallback(async () => {
    await wipeDoorDevice();
    local.current = [];
    setSaved(null);
    setScans([]);
  }, []);

  const sync = useCallback(async () => {
    if (busy.current || !userId || !navigator.onLine) return;
    busy.current = true;
    setSyncing(true);
    try {
      const id = await deviceId();
      const waiting = (await scansOf(eventId)).filter((s) => !s.synced);
      for (const listId of new Set(waiting.map((s) => s.listId))) {
        const ofList = waiting.filter((s) => s.listId === listId);
        for (let i = 0; i < ofList.length; i += DOOR_SYNC_MAX_SCANS) {
          const batch = ofList.slice(i, i + DOOR_SYNC_MAX_SCANS);
          const reply = await call(TICKETS_ENDPOINTS.offlineDoorSync, {
            params: { eventId },
            body: {
              listId,
              deviceId: id,
              scans: batch.map(({ id: scanId, ref, occurrenceId, scannedAt }) => ({ id: scanId, ref, occurrenceId, scannedAt })),
            },
          }).catch((error: unknown) => {
            // The list is gone (purged a month after it expired): no server can take these scans any more.
            if (error instanceof ApiError && error.status === 404) return null;
            throw error;
          });
          const previous = reply ? null : await loadList(eventId, userId);
          await markSynced(
            batch.map((s) => s.id),
            eventId,
            reply?.conflicts ?? previous?.deviceConflicts ?? [],
          );
        }
      }
      // Every page first, then one save: a download cut short leaves the previous list whole.
      const list = await downloadDoorList((query) => call(TICKETS_ENDPOINTS.offlineDoorList, { params: { eventId }, query }), setDownload);
      const previous = await loadList(eventId, userId);
      const session = queryClient.getQueryData<SessionReply>(sessionKeys.all);
      const event = queryClient.getQueryData<ManagedEventReply>(managedEventQuery(eventId).queryKey);
      const opening = session && event ? { session, event } : undefined;
      await saveList({ eventId, userId, list, deviceConflicts: previous?.deviceConflicts ?? [], opening });
      await reload();
      if (waiting.length) void refreshGuests();
    } catch (error) {
      // A network failure leaves everything for the next try; lost access wipes the device.
      if (lostAccess(error)) await wipe();
    } finally {
      busy.current = false;
      setSyncing(false);
      setDownload(null);
    }
  }, [eventId, userId, reload, wipe, refreshGuests, queryClient]);

  useEffect(() => {
    void reload().then(sync);
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
  }, [reload, sync]);

  const pending = scans.filter((s) => !s.synced).length;
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
      const since = local.current.filter((s) => !s.synced || s.scannedAt >= list.issuedAt);
      const decision = offlineCheckIn(list, findDoorTicket(list, code, ref), code, doorDate, since, Date.now());
      if (decision.admitted) {
        const scan: DoorDeviceScan = { ...decision.admitted, id: crypto.randomUUID(), eventId, listId: list.listId, synced: false };
        local.current = [...local.current, scan];
        await addScan(scan);
        setScans(local.current);
      }
      return decision.result;
    },
    [saved, eventId],
  );

  const seen = new Set<string>();
  const conflicts = [...(saved?.deviceConflicts ?? []), ...(saved?.list.conflicts ?? [])]
    .filter((c) => !seen.has(c.scanId) && (seen.add(c.scanId), true))
    .sort((a, b) => b.scannedAt.localeCompare(a.scannedAt));
  return { online, saved, pending, syncing, download, conflicts, deviceId: device, admit, sync };
}
