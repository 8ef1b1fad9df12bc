import type { QueryClient } from '@tanstack/react-query';
import { sessionKeys } from '../../accounts/index.ts';
import { managedEventQuery } from '../../events/index.ts';
import { loadOpening } from './door-store.ts';

/**
 * Opens an event's check-in page with no network (issue 35): puts the session and the event this device saved with
 * the event's door list where the route's gate and the page read them. False when the device has none for it.
 */
export async function openDoorOffline(queryClient: QueryClient, eventId: string): Promise<boolean> {
  const opening = await loadOpening(eventId);
  if (!opening) return false;
  queryClient.setQueryData(sessionKeys.all, opening.session);
  queryClient.setQueryData(managedEventQuery(eventId).queryKey, opening.event);
  return true;
}
