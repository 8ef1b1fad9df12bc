import { Loader, MultiSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { BENEFIT_TEXTS as T } from '../../../contracts/memberships.messages.ts';
import { businessEventsQuery } from '../events/index.ts';
import { ticketOptions } from './ticket-options.ts';

/** Events read for their tickets: the most a page of the business events table gives. */
const EVENTS_PER_PAGE = 100;

/**
 * The tickets a benefit discounts (discount scope 'tickets'): the ticket types of the owner's upcoming and past
 * events, from the business events table's endpoint (no endpoint lists ticket types alone).
 */
export function TicketsField({
  ownerId,
  value,
  onChange,
  error,
}: {
  ownerId: string;
  value: string[];
  onChange: (ids: string[]) => void;
  error?: ReactNode;
}) {
  const upcoming = useQuery(businessEventsQuery({ ownerId, perPage: EVENTS_PER_PAGE, past: false }));
  const past = useQuery(businessEventsQuery({ ownerId, perPage: EVENTS_PER_PAGE, past: true }));
  const loading = upcoming.isPending || past.isPending;
  const failed = upcoming.isError || past.isError;
  const data = useMemo(
    () => ticketOptions([...(upcoming.data?.data ?? []), ...(past.data?.data ?? [])], ownerId, value, T.otherTicket),
    [upcoming.data, past.data, ownerId, value],
  );
  return (
    <MultiSelect
      label={T.tickets}
      placeholder={T.ticketsPlaceholder}
      required
      data={data}
      value={value}
      onChange={onChange}
      error={error ?? (failed ? T.ticketsLoadFailed : undefined)}
      rightSection={loading ? <Loader size="xs" /> : undefined}
      searchable
      clearable
      comboboxProps={{ withinPortal: true }}
    />
  );
}
