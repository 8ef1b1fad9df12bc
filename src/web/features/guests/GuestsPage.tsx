import { Alert, Select, Stack } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { formatInZone } from '../../../domain/dates.ts';
import { lazyWhenOpened } from '../../ui/lazy-when-opened.tsx';
import { DataTable } from '../../ui/list/DataTable.tsx';
import { listQueryState } from '../../ui/list/list-query-state.ts';
import { searchPatch } from '../../ui/list/list-params.ts';
import { ListFooter } from '../../ui/list/ListFooter.tsx';
import { ListPage, ListToolbar } from '../../ui/list/ListPage.tsx';
import { managedEventQuery, type ManagedEventReply } from '../events/index.ts';
import { GUESTS_PAGE_SIZE, GUESTS_TEXTS as T, type GuestStatusFilter } from '../tickets/index.ts';
import { guestsQuery, useRefreshGuests, type GuestRow } from './api.ts';
import { GuestRowContext, type RowActions } from './guest-cells.tsx';
import { GuestDownloads, GuestFilters } from './GuestFilters.tsx';
import { GUEST_DATE_FORMAT, guestColumns } from './guest-columns.tsx';
import { GuestsHeader } from './GuestsHeader.tsx';
import { useGuestActions } from './useGuestActions.ts';

// Move to another seat: the dialog (and the chart's layout code) loads when a row's menu first opens it.
const MoveSeatModal = lazyWhenOpened(
  () => import('../event-seating/MoveSeatModal.tsx').then((m) => m.MoveSeatModal),
  (props) => props.guest !== null,
);

// The admins' row dialogs load when first opened, as the seat move does.
const ResendTicketModal = lazyWhenOpened(
  () => import('./ResendTicketModal.tsx').then((m) => m.ResendTicketModal),
  (props) => props.guest !== null,
);
const EditGuestModal = lazyWhenOpened(
  () => import('./EditGuestModal.tsx').then((m) => m.EditGuestModal),
  (props) => props.guest !== null,
);
const MoveGuestModal = lazyWhenOpened(
  () => import('./MoveGuestModal.tsx').then((m) => m.MoveGuestModal),
  (props) => props.guest !== null,
);

export interface GuestsSearch {
  search?: string;
  date?: string;
  status?: GuestStatusFilter;
  ticketTypeId?: string;
  page?: number;
  added?: '1';
}

/** The date choices of a recurring event, soonest first, in the event's zone. */
function dateOptions(reply: ManagedEventReply) {
  return [
    { value: '', label: T.allDates },
    ...[...reply.occurrences]
      .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
      .map((o) => ({ value: o.id, label: formatInZone(new Date(o.startsAt), o.timezone, GUEST_DATE_FORMAT) })),
  ];
}

/** 'Guest(s) added successfully!' for 8 seconds after the add-guest flow (?added=1), which leaves the address. */
function useAddedNotice(added: GuestsSearch['added'], onSearch: (patch: Partial<GuestsSearch>) => void, refresh: () => unknown) {
  const [shown, setShown] = useState(added === '1');
  // The cached lists and totals (from before the guest was added) are read again.
  useEffect(() => {
    if (added !== '1') return;
    void refresh();
    onSearch({ added: undefined });
  }, [added, onSearch, refresh]);
  useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(() => setShown(false), 8000);
    return () => window.clearTimeout(timer);
  }, [shown]);
  return [shown, () => setShown(false)] as const;
}

/** The row dialog open: resend tickets, edit attendee or move to another date. */
interface GuestDialog {
  kind: 'resend' | 'edit' | 'move';
  row: GuestRow;
}

const guestId = (row: GuestRow) => row.id;
const guestRowAttributes = () => ({ 'data-testid': 'guest-row' });

/**
 * The guests page of an event (the spec's /management/courses/:eventId/registrations): every ticket with search
 * (300 ms), date and status filters, 50 a page, sold / checked-in totals, check-in and undo per row, the
 * organizer's Refund and Cancel, Add guest, Sell at the door and the door check-in page.
 */
export function GuestsPage({
  eventId,
  search,
  onSearch,
}: {
  eventId: string;
  search: GuestsSearch;
  onSearch: (patch: Partial<GuestsSearch>) => void;
}) {
  const { data: event } = useSuspenseQuery(managedEventQuery(eventId));
  const status = search.status ?? 'all';
  const page = search.page ?? 1;
  const recurring = event.occurrences.length > 1;
  const occurrenceId = recurring && event.occurrences.some((o) => o.id === search.date) ? search.date : undefined;
  // Check-in, Add guest and Sell at the door all need the guest-list access (admin, door, door with stats).
  const allowed = event.permissions.canViewGuests;
  const ticketTypeId = event.ticketTypes.some((t) => t.id === search.ticketTypeId) ? search.ticketTypeId : undefined;
  const filters = { search: search.search?.trim() || undefined, occurrenceId, status, ticketTypeId };
  const result = useQuery({ ...guestsQuery(eventId, { ...filters, page }), enabled: allowed });
  const refreshGuests = useRefreshGuests(eventId);
  const [showAdded, hideAdded] = useAddedNotice(search.added, onSearch, refreshGuests);
  const guestActions = useGuestActions(eventId, event.owner.id, occurrenceId);
  const [moving, setMoving] = useState<GuestRow | null>(null);
  const [dialog, setDialog] = useState<GuestDialog | null>(null);
  // Seats and guests' details are changed by those who edit the event (the routes' gate).
  const actions: RowActions = event.permissions.canEditDetails
    ? {
        ...guestActions,
        moveSeat: setMoving,
        resend: (row) => setDialog({ kind: 'resend', row }),
        edit: (row) => setDialog({ kind: 'edit', row }),
        ...(recurring ? { moveDate: (row: GuestRow) => setDialog({ kind: 'move', row }) } : {}),
      }
    : guestActions;
  const dialogRow = (kind: GuestDialog['kind']) => (dialog?.kind === kind ? dialog.row : null);
  const closeDialog = () => setDialog(null);
  const showDate = recurring && !occurrenceId;
  const timezone = event.event.timezone;
  const columns = useMemo(() => guestColumns({ showDate, timezone }), [showDate, timezone]);

  if (!allowed) {
    return (
      <Alert color="gray" variant="light" role="status">
        {T.noAccess}
      </Alert>
    );
  }

  const { data } = result;
  return (
    <ListPage
      above={
        <Stack gap="md">
          {showAdded ? (
            <Alert color="green" variant="light" withCloseButton onClose={hideAdded} icon={<IconCheck size={18} />} role="status">
              {T.guestsAdded}
            </Alert>
          ) : null}
          <GuestsHeader eventId={eventId} occurrenceId={occurrenceId} reply={data} />
        </Stack>
      }
      toolbar={
        <ListToolbar
          search={{
            label: T.searchLabel,
            placeholder: T.searchPlaceholder,
            value: search.search,
            onSearch: (text) => onSearch(searchPatch(text ?? '')),
          }}
          filters={
            <GuestFilters
              event={event}
              values={filters}
              onChange={onSearch}
              dateSelect={
                recurring ? (
                  <Select
                    aria-label={T.date}
                    data={dateOptions(event)}
                    value={occurrenceId ?? ''}
                    onChange={(v) => onSearch({ date: v || undefined, page: undefined })}
                    allowDeselect={false}
                    w={{ base: '100%', xs: 240 }}
                    comboboxProps={{ withinPortal: true }}
                  />
                ) : null
              }
            />
          }
          actions={<GuestDownloads eventId={eventId} values={filters} />}
        />
      }
      footer={
        <ListFooter
          total={data?.totalCount}
          perPage={GUESTS_PAGE_SIZE}
          page={page}
          noun={['ticket', 'tickets']}
          onPage={(p) => onSearch({ page: p })}
        />
      }
    >
      <GuestRowContext value={{ permissions: data?.permissions ?? NO_PERMISSIONS, actions }}>
        <DataTable
          label={T.heading}
          columns={columns}
          rows={data?.data}
          getRowId={guestId}
          {...listQueryState(result, T.loadFailed)}
          emptyMessage={T.empty}
          rowAttributes={guestRowAttributes}
          minWidth={760}
          skeletonRows={4}
        />
      </GuestRowContext>
      <MoveSeatModal eventId={eventId} guest={moving} onClose={() => setMoving(null)} onMoved={() => void refreshGuests()} />
      <ResendTicketModal eventId={eventId} guest={dialogRow('resend')} onClose={closeDialog} />
      <EditGuestModal eventId={eventId} guest={dialogRow('edit')} questions={event.questions} onClose={closeDialog} />
      <MoveGuestModal eventId={eventId} guest={dialogRow('move')} occurrences={event.occurrences} onClose={closeDialog} />
    </ListPage>
  );
}

const NO_PERMISSIONS = { canCheckIn: false, canCancel: false, canRefund: false };
