import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PAST_VENUES_TEXTS as T } from '../../../../contracts/event-lifecycle.messages.ts';
import { EVENT_LIFECYCLE_ENDPOINTS as L } from '../../../../contracts/event-lifecycle.endpoints.ts';
import type { PastVenue } from '../../../../contracts/event-lifecycle.ts';
import { call } from '../../../app/http.ts';
import { managedEventQuery } from '../managed-event-query.ts';
import { locationFields, type DetailsFormValues } from './details-form.ts';

const label = (v: PastVenue) => [v.name, v.address, v.city].filter(Boolean).join(' · ');

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
      onChange={(i) => (i === null ? undefined : onPick(locationFields(venues[Number(i)]!)))}
      searchable
      clearable={false}
    />
  );
}
