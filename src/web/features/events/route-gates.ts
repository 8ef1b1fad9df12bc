import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { isUuid } from '../../app/search-params.ts';
import { loadGated, requireSignedIn } from '../accounts/index.ts';
import type { ManagedEventReply } from './api.ts';
import { managedEventQuery } from './managed-event-query.ts';

/** The beforeLoad check of the routes with an :eventId: a malformed id is not found before anything loads (the API would answer 404). */
export function requireEventId(eventId: string): void {
  if (!isUuid(eventId)) throw notFound();
}

/**
 * The beforeLoad gate of the event's management routes (/management/courses/:eventId and its check-in page), mirroring
 * the server's: a malformed id is not found; signed out -> sign in and back to `href`.
 */
export async function requireManagedEventAccess(queryClient: QueryClient, eventId: string, href: string): Promise<void> {
  requireEventId(eventId);
  await requireSignedIn(queryClient, href);
}

/** Their loader: the event's management data with the viewer's permissions, its failures answered as by loadGated. */
export function loadManagedEvent(queryClient: QueryClient, eventId: string, href: string): Promise<ManagedEventReply> {
  return loadGated(queryClient.ensureQueryData(managedEventQuery(eventId)), href);
}
