import { deleteDoorDatabase, doorStoreOnDevice, removeDoorWorkers } from '../../../app/door-device-wipe.ts';
import { forgetEvent, forgetSession } from './door-store.ts';

/**
 * What leaves a door device when its session ends or an event's access is removed (issue 35, docs/decisions/
 * tickets.md "Wiped", "Lost access"). Loaded lazily by sign-out and the check-in route's gate.
 */

/** Sign-out or an expired session: every list goes; the scans not uploaded stay (else the whole store goes). */
export async function forgetDoorSession(): Promise<void> {
  await removeDoorWorkers();
  if (!(await doorStoreOnDevice())) return;
  if (!(await forgetSession())) await deleteDoorDatabase();
}

/** The account lost one event: that event's list and worker go, its scans stay refused; the other events' stay. */
export async function forgetDoorEvent(eventId: string, userId: string): Promise<void> {
  await removeDoorWorkers(eventId);
  if (await doorStoreOnDevice()) await forgetEvent(eventId, userId);
}
