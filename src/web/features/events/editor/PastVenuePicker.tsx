import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PAST_VENUES_TEXTS as T } from '../../../../contracts/event-lifecycle.messages.ts';
import { EVENT_LIFECYCLE_ENDPOINTS as L } from '../../../../contracts/event-lifecycle.endpoints.ts';
import type { PastVenue } from '../../../../contracts/event-lifecycle.ts';
import { call } from '../../../app/http.ts';
import { managedEventQuery } from '../api.ts';
import type { DetailsFormValues } from './details-form.ts';

const label = (v: PastVenue) => [v.name, v.address, v.city].filter(Boolean).join(' · ');

/** The editor's venue fields as a past venue fills them (empty strings for what it lacks, as the form keeps them). */
export function venueFields(v: PastVenue): DetailsFormValues['location'] {
  return {
    name: v.name,
    address: v.address ?? '',
    city: v.city ?? '',
    state: v.state ?? '',
    latitude: v.latitude ?? '',
    longitude: v.longitude ?? '',
    googlePlaceId: v.googlePlaceId ?? '',
  };
}

/** Picks one of the owner's past venues into the venue fields; nothing shows before the owner has one. */
export function PastVenuePicker({ eventId, onPick }: { eventId: string; onPick: (location: DetailsFormValues['location']) => void }) {
  const ownerId = useQuery(managedEventQuery(eventId)).data?.owner.id;
  const venues = useQuery({
    queryKey: ['manage-event', 'past-venues', ownerId],
    queryFn: ({ signal }) => call(L.pastVenues, { query: { ownerId: ownerId! }, signal }),
    enabled: !!ownerId,
    staleTime: 60_000,
  }).data?.venues;
  if (!venues?.length) return null;
  return (
    <Select
      label={T.label}
      placeholder={T.placeholder}
      data={venues.map((v, i) => ({ value: String(i), label: label(v) }))}
      value={null}
      onChange={(i) => (i === null ? undefined : onPick(venueFields(venues[Number(i)]!)))}
      searchable
      clearable={false}
    />
  );
}
