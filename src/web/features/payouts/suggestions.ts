import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { EVENTS_MANAGEMENT_ENDPOINTS } from '../../../contracts/events-management.endpoints.ts';
import { call } from '../../app/http.ts';
import { managedEventQuery } from '../events/index.ts';
import type { Location } from './api.ts';
import { usStateCode, type AddressSuggestion } from './card-reader-form.ts';

/**
 * Address suggestions of the add-card-reader page. There is no maps service and no API that lists an owner's
 * saved locations, so the page offers places the owner used before: card reader locations saved on this device,
 * and the venues of the owner's events.
 */
const STORAGE_PREFIX = 'ovation.cardReaderLocations.';
const SAVED_MAX = 10;
/** Venues are read from at most this many of the owner's events. */
const VENUE_EVENTS_MAX = 12;

export function readSavedLocations(ownerId: string): AddressSuggestion[] {
  try {
    const raw = window.localStorage.getItem(STORAGE_PREFIX + ownerId);
    const list = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(list) ? (list.filter((s) => s && typeof s === 'object' && typeof s.address === 'string') as AddressSuggestion[]) : [];
  } catch {
    return [];
  }
}

/** Remembers a saved location on this device (newest first, without repeats). */
export function rememberLocation(ownerId: string, location: Location): void {
  const entry: AddressSuggestion = {
    source: 'saved',
    venueName: location.name,
    address: location.address,
    apartment: location.apartment,
    city: location.city,
    state: location.state,
    stateCode: location.stateCode,
    zipcode: location.zipcode,
    lat: location.lat,
    long: location.long,
  };
  const same = (s: AddressSuggestion) => s.address.toLowerCase() === entry.address.toLowerCase() && s.zipcode === entry.zipcode;
  try {
    const next = [entry, ...readSavedLocations(ownerId).filter((s) => !same(s))].slice(0, SAVED_MAX);
    window.localStorage.setItem(STORAGE_PREFIX + ownerId, JSON.stringify(next));
  } catch {
    // Private mode or a full storage: suggestions are a convenience.
  }
}

/** The venues of the owner's events (upcoming and past), read once when the address is first typed. */
export function ownerVenuesQuery(queryClient: QueryClient, ownerId: string) {
  return queryOptions({
    queryKey: ['payouts', ownerId, 'venues'] as const,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }): Promise<AddressSuggestion[]> => {
      const list = (past: 'true' | 'false') =>
        call(EVENTS_MANAGEMENT_ENDPOINTS.businessEvents, { query: { ownerId, perPage: 25, past }, signal }).catch(() => null);
      const [upcoming, previous] = await Promise.all([list('false'), list('true')]);
      const ids = [...new Set([...(upcoming?.data ?? []), ...(previous?.data ?? [])].filter((r) => r.owner.id === ownerId).map((r) => r.course))];
      const events = await Promise.all(ids.slice(0, VENUE_EVENTS_MAX).map((id) => queryClient.fetchQuery(managedEventQuery(id)).catch(() => null)));
      return events.flatMap((reply) => {
        const l = reply?.event.location;
        if (!reply || !reply.event.inPerson || !l?.address) return [];
        return [
          {
            source: 'event',
            venueName: l.name ?? '',
            address: l.address,
            city: l.city ?? '',
            state: l.state ?? '',
            stateCode: usStateCode(l.state ?? ''),
            zipcode: '',
            lat: l.latitude,
            long: l.longitude,
          } satisfies AddressSuggestion,
        ];
      });
    },
  });
}
