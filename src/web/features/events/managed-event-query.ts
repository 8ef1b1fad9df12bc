import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { EVENTS_MANAGEMENT_ENDPOINTS as E } from '../../../contracts/events-management.endpoints.ts';
import { call } from '../../app/http.ts';
import { eventPublicKeys } from './public-api.ts';

/**
 * The editor's query, its cache keys and the refresh after a change, apart from the editor's mutations (`api.ts`):
 * the management routes' loaders read them, and whatever a route definition imports is in every page's first chunk
 * (docs/architecture.md); the event page's publish flow refreshes with them without loading the editor's calls.
 */
export const manageEventKeys = {
  all: ['manage-event'] as const,
  event: (eventId: string) => ['manage-event', eventId] as const,
  business: (params: Record<string, unknown>) => ['business-events', params] as const,
  businessAll: ['business-events'] as const,
  tiers: (ownerId: string) => ['manage-event', 'membership-tiers', ownerId] as const,
};

/** GET /api/v1/management/courses/:eventId: everything the editor pages need, with the viewer's permissions. */
export function managedEventQuery(eventId: string) {
  return queryOptions({
    queryKey: manageEventKeys.event(eventId),
    queryFn: ({ signal }) => call(E.event, { params: { eventId }, signal }),
    staleTime: 10_000,
  });
}

/** Refreshes every view of an event after a change: the editor, the public page and the events table. */
export async function refreshEvent(queryClient: QueryClient, eventId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: manageEventKeys.event(eventId) }),
    queryClient.invalidateQueries({ queryKey: eventPublicKeys.event(eventId) }),
    queryClient.invalidateQueries({ queryKey: manageEventKeys.businessAll }),
  ]);
}
