import { Text } from '@mantine/core';
import { formatInZone } from '../../../domain/dates.ts';
import { ACTIONS_META, listColumnHelper } from '../../ui/list/columns.ts';
import { GUESTS_TEXTS as T, SHARED_TEXTS } from '../tickets/index.ts';
import type { GuestRow } from './api.ts';
import { CheckInCell, GuestMenu, GuestName, StatusCell, TicketCell } from './guest-cells.tsx';

/** How a guest's date reads (recurring events, in the event's zone), and the date filter's choices. */
export const GUEST_DATE_FORMAT = 'EEE, d MMM y, h:mm a';

const col = listColumnHelper<GuestRow>();

/**
 * The guests list's columns: guest (name, e-mail, notes), ticket and code, the date when a recurring event shows
 * every date, status, check-in, and the row menu. On phones the guest leads each card, check-in and the menu beside it.
 */
export function guestColumns({ showDate, timezone }: { showDate: boolean; timezone: string }) {
  return col
    .columns([
      col.display({ id: 'guest', header: SHARED_TEXTS.guest, meta: { card: 'title' }, cell: ({ row }) => <GuestName row={row.original} /> }),
      // cardWide: a ticket's name may be long, and wraps rather than push the menu off a wide table.
      col.display({ id: 'ticket', header: T.ticketColumn, meta: { cardWide: true }, cell: ({ row }) => <TicketCell row={row.original} /> }),
      col.display({
        id: 'date',
        header: T.date,
        cell: ({ row }) => <Text fz="sm">{formatInZone(new Date(row.original.startsAt), timezone, GUEST_DATE_FORMAT)}</Text>,
      }),
      col.display({ id: 'status', header: T.status, cell: ({ row }) => <StatusCell row={row.original} /> }),
      // On phones the check-in button (the door's main action) sits top right beside the menu.
      col.display({ id: 'checkIn', header: T.checkInColumn, meta: { card: 'corner' }, cell: ({ row }) => <CheckInCell row={row.original} /> }),
      col.display({ id: 'actions', meta: { ...ACTIONS_META, width: 48 }, cell: ({ row }) => <GuestMenu row={row.original} /> }),
    ])
    .filter((c) => showDate || c.id !== 'date');
}
