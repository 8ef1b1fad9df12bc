import { ACCOUNTS_ENDPOINTS } from '../../../../contracts/accounts.endpoints.ts';
import { TICKETS_ENDPOINTS } from '../../../../contracts/tickets.endpoints.ts';
import { DOOR_SYNC_MAX_SCANS } from '../../../../domain/offline-door.ts';
import { ApiError, call } from '../../../app/http.ts';
import { stateAfterRefusal, toSend } from './door-scans.ts';
import { deviceId, scansOf, scansToSend, settleScans } from './door-store.ts';

/** How long sign-out waits for the scans to upload before it keeps them for the next sign-in. */
export const SIGN_OUT_SYNC_MS = 4_000;

/**
 * Uploads the account's scans of the event not yet answered, a list's at a time, in batches (issue 35). A list
 * purged a month after its expiry (404) makes its scans purged, shown and never sent again; the event refused to
 * this account (403) makes them refused and is thrown, as is any other failure (they stay for the next try).
 * Answers how many were sent.
 */
export async function uploadScans(eventId: string, userId: string): Promise<number> {
  const id = await deviceId();
  const waiting = (await scansOf(eventId, userId)).filter(toSend);
  for (const listId of new Set(waiting.map((s) => s.listId))) {
    const ofList = waiting.filter((s) => s.listId === listId);
    for (let i = 0; i < ofList.length; i += DOOR_SYNC_MAX_SCANS) {
      const batch = ofList.slice(i, i + DOOR_SYNC_MAX_SCANS);
      const ids = batch.map((s) => s.id);
      try {
        const reply = await call(TICKETS_ENDPOINTS.offlineDoorSync, {
          params: { eventId },
          body: {
            listId,
            deviceId: id,
            scans: batch.map(({ id: scanId, ref, occurrenceId, scannedAt }) => ({ id: scanId, ref, occurrenceId, scannedAt })),
          },
        });
        await settleScans(ids, 'synced', eventId, reply.conflicts);
      } catch (error) {
        const state = error instanceof ApiError ? stateAfterRefusal(error.status) : null;
        if (!state) throw error;
        await settleScans(ids, state, eventId);
        if (state === 'refused') throw error;
      }
    }
  }
  return waiting.length;
}

/**
 * Sign-out on a door device: while the session still holds, uploads the account's scans of every event, for at most
 * SIGN_OUT_SYNC_MS; what is not sent by then stays on the device for the next sign-in (docs/decisions/tickets.md
 * "Wiped").
 */
export async function sendBeforeSignOut(): Promise<void> {
  if (!navigator.onLine) return;
  const userId = (await call(ACCOUNTS_ENDPOINTS.session).catch(() => null))?.user?.id;
  if (!userId) return;
  const events = new Set((await scansToSend(userId)).map((s) => s.eventId));
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.all([...events].map((eventId) => uploadScans(eventId, userId).catch(() => 0))),
    new Promise((resolve) => (timer = setTimeout(resolve, SIGN_OUT_SYNC_MS))),
  ]);
  clearTimeout(timer);
}
