import { Select } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { GUEST_FILTER_TEXTS, GUESTS_EXPORT } from '../../../contracts/guests.messages.ts';
import { TICKETS_ENDPOINTS } from '../../../contracts/tickets.endpoints.ts';
import { endpointPath } from '../../app/http.ts';
import { ListActionsMenu } from '../../ui/list/ListActionsMenu.tsx';
import type { ManagedEventReply } from '../events/index.ts';
import { GUESTS_TEXTS as T, type GuestStatusFilter } from '../tickets/index.ts';
import { STATUS_FILTER_LABELS, STATUS_FILTER_ORDER } from './labels.ts';

/** What the list shows, as the exports take it (no page). */
export interface GuestFilterValues {
  search?: string;
  occurrenceId?: string;
  status: GuestStatusFilter;
  ticketTypeId?: string;
}

/** The filters' patch of the page's search: a change goes back to the first page. */
export type GuestFilterPatch = { date?: string; status?: GuestStatusFilter; ticketTypeId?: string; page?: undefined };

const selectProps = { allowDeselect: false, comboboxProps: { withinPortal: true } } as const;

/** Status (check-in state among it) and ticket type; the date of a recurring event comes in `dateSelect`. */
export function GuestFilters({
  event,
  values,
  dateSelect,
  onChange,
}: {
  event: ManagedEventReply;
  values: GuestFilterValues;
  dateSelect: React.ReactNode;
  onChange: (patch: GuestFilterPatch) => void;
}) {
  const types = event.ticketTypes;
  return (
    <>
      {dateSelect}
      <Select
        aria-label={T.status}
        data={STATUS_FILTER_ORDER.map((s) => ({ value: s, label: STATUS_FILTER_LABELS[s] }))}
        value={values.status}
        onChange={(v) => onChange({ status: v && v !== 'all' ? (v as GuestStatusFilter) : undefined, page: undefined })}
        w={{ base: '100%', xs: 190 }}
        {...selectProps}
      />
      {types.length > 1 ? (
        <Select
          aria-label={GUEST_FILTER_TEXTS.ticketType}
          data={[{ value: '', label: GUEST_FILTER_TEXTS.allTicketTypes }, ...types.map((t) => ({ value: t.id, label: t.name }))]}
          value={values.ticketTypeId ?? ''}
          onChange={(v) => onChange({ ticketTypeId: v || undefined, page: undefined })}
          w={{ base: '100%', xs: 200 }}
          {...selectProps}
        />
      ) : null}
    </>
  );
}

/** Actions: the CSV and the printable door list of what the filters show. */
export function GuestDownloads({ eventId, values }: { eventId: string; values: GuestFilterValues }) {
  const query = { ...values, status: values.status === 'all' ? undefined : values.status };
  const path = (p: string) => endpointPath(p, { eventId });
  return (
    <ListActionsMenu
      csv={{ path: path(TICKETS_ENDPOINTS.guestsCsv.path), query, fileName: `${GUESTS_EXPORT.csvFileName}.csv` }}
      downloads={[
        {
          label: GUESTS_EXPORT.doorList,
          icon: <IconPrinter size={16} />,
          file: { path: path(TICKETS_ENDPOINTS.doorList.path), query, fileName: `${GUESTS_EXPORT.doorListFileName}.pdf` },
        },
      ]}
    />
  );
}
