import { Badge, Box, Button, Group, Menu, Stack, Text } from '@mantine/core';
import {
  IconArmchair,
  IconCalendarShare,
  IconCash,
  IconCheck,
  IconExternalLink,
  IconMailForward,
  IconTicketOff,
  IconUserEdit,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { createContext, useContext } from 'react';
import { MOVE_SEAT_TEXTS } from '../../../contracts/event-seating.messages.ts';
import { EDIT_GUEST_TEXTS, MOVE_GUEST_TEXTS, RESEND_TEXTS } from '../../../contracts/guests.messages.ts';
import { PASS_TICKET_TEXTS as P } from '../../../contracts/passes.messages.ts';
import { STATUS_LABELS, GUESTS_TEXTS as T, SHARED_TEXTS } from '../tickets/index.ts';
import { RowMenu } from '../../ui/RowMenu.tsx';
import type { GuestRow, GuestsReply } from './api.ts';
import classes from './guests.module.css';

export type Permissions = GuestsReply['permissions'];

/** What a row's buttons do, and which row is busy (its buttons spin). */
export interface RowActions {
  checkIn: (row: GuestRow) => void;
  undo: (row: GuestRow) => void;
  refund: (row: GuestRow) => void;
  cancel: (row: GuestRow) => void;
  /** Move a seated ticket to another seat; absent for those who may not change the event's seating. */
  moveSeat?: (row: GuestRow) => void;
  /** The event admins' changes to a guest (resend, edit, move to another date of a recurring event). */
  resend?: (row: GuestRow) => void;
  edit?: (row: GuestRow) => void;
  moveDate?: (row: GuestRow) => void;
  busyId: string | null;
}

/** Why a context: the actions change every render, the columns should not (the table would rebuild them all). */
export const GuestRowContext = createContext<{ permissions: Permissions; actions: RowActions } | null>(null);

function useGuestRow() {
  const value = useContext(GuestRowContext);
  if (!value) throw new Error('Guest cells render inside GuestRowContext');
  return value;
}

export function StatusCell({ row }: { row: GuestRow }) {
  const s = STATUS_LABELS[row.status];
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={s.color} variant="light" size="sm">
        {s.label}
      </Badge>
      {row.status === 'transferred' && row.transferredTo ? (
        <Text fz="xs" c="dimmed">
          {T.transferredTo(row.transferredTo)}
        </Text>
      ) : null}
    </Stack>
  );
}

/** A pass's dates or a punch card's entries left, and a punch card's entries used on the list's date. */
function EntriesNote({ entries }: { entries: NonNullable<GuestRow['entries']> }) {
  const left = entries.kind === 'pass' ? P.datesLeft(entries.left, entries.total) : P.entriesLeft(entries.left, entries.total);
  const onDate = entries.kind === 'punch_card' && entries.onDate ? ` · ${P.usedOnDate(entries.onDate)}` : '';
  return (
    <Text fz="xs" c="dimmed">
      {left + onDate}
    </Text>
  );
}

export function CheckInCell({ row }: { row: GuestRow }) {
  return (
    <Stack gap={2} className={classes.checkIn}>
      <CheckInState row={row} />
      {row.entries && row.active ? <EntriesNote entries={row.entries} /> : null}
    </Stack>
  );
}

/** Checks the row's ticket in (one more entry of a pass or punch card). */
function CheckInButton({ row, busy }: { row: GuestRow; busy: boolean }) {
  const { actions } = useGuestRow();
  return (
    <Button size="xs" variant="light" color="teal" loading={busy} onClick={() => actions.checkIn(row)} aria-label={T.checkInName(row.name)}>
      {T.checkIn}
    </Button>
  );
}

function CheckInState({ row }: { row: GuestRow }) {
  const { permissions, actions } = useGuestRow();
  const can = permissions.canCheckIn;
  const busy = actions.busyId === row.id;
  if (row.checkedInAt) {
    // Undo takes back the latest entry (of the view's date); a punch card with entries left may enter again.
    return (
      <Group gap={6}>
        <Group gap={6} wrap="nowrap">
          <Badge color="teal" variant="light" leftSection={<IconCheck size={12} />} style={{ flexShrink: 0 }}>
            {row.checkedInAtText ?? T.checkedIn}
          </Badge>
          {can ? (
            <Button
              size="compact-xs"
              variant="subtle"
              color="gray"
              loading={busy}
              onClick={() => actions.undo(row)}
              aria-label={row.entries ? T.undoEntryOf(row.name) : T.undoCheckInOf(row.name)}
            >
              {T.undo}
            </Button>
          ) : null}
        </Group>
        {can && row.active && row.entries?.canEnter ? <CheckInButton row={row} busy={busy} /> : null}
      </Group>
    );
  }
  if (!row.active) return <Text c="dimmed">—</Text>;
  // An add-on comes in with its admission: nothing to check in.
  if (row.addOn)
    return (
      <Badge color="gray" variant="light">
        {T.addOn}
      </Badge>
    );
  if (!can)
    return (
      <Text c="dimmed" fz="sm">
        {T.notCheckedIn}
      </Text>
    );
  return <CheckInButton row={row} busy={busy} />;
}

export function GuestMenu({ row }: { row: GuestRow }) {
  const { permissions, actions } = useGuestRow();
  const live = row.active || row.status === 'transfer_pending';
  return (
    <RowMenu label={T.actionsFor(row.name)}>
      <Menu.Item leftSection={<IconExternalLink size={16} />} renderRoot={(props) => <Link to="/ticket/$id" params={{ id: row.id }} {...props} />}>
        {T.viewTicket}
      </Menu.Item>
      {actions.resend && row.active ? (
        <Menu.Item leftSection={<IconMailForward size={16} />} onClick={() => actions.resend?.(row)}>
          {RESEND_TEXTS.menuItem}
        </Menu.Item>
      ) : null}
      {actions.edit && row.active ? (
        <Menu.Item leftSection={<IconUserEdit size={16} />} onClick={() => actions.edit?.(row)}>
          {EDIT_GUEST_TEXTS.menuItem}
        </Menu.Item>
      ) : null}
      {actions.moveDate && row.active && !row.seat ? (
        <Menu.Item leftSection={<IconCalendarShare size={16} />} onClick={() => actions.moveDate?.(row)}>
          {MOVE_GUEST_TEXTS.menuItem}
        </Menu.Item>
      ) : null}
      {actions.moveSeat && row.seat && row.active ? (
        <Menu.Item leftSection={<IconArmchair size={16} />} onClick={() => actions.moveSeat?.(row)}>
          {MOVE_SEAT_TEXTS.action}
        </Menu.Item>
      ) : null}
      {permissions.canRefund && live ? (
        <Menu.Item leftSection={<IconCash size={16} />} onClick={() => actions.refund(row)}>
          {T.refund}
        </Menu.Item>
      ) : null}
      {permissions.canCancel && live ? (
        <Menu.Item color="red" leftSection={<IconTicketOff size={16} />} onClick={() => actions.cancel(row)}>
          {SHARED_TEXTS.cancel}
        </Menu.Item>
      ) : null}
    </RowMenu>
  );
}

export function GuestName({ row }: { row: GuestRow }) {
  return (
    <Box style={{ minWidth: 0 }} maw={260}>
      <Text fw={600} fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {row.name || SHARED_TEXTS.guest}
      </Text>
      {/* An address cut at the end reads better than one broken over lines; the whole one is its title. */}
      {row.email ? (
        <Text fz="xs" c="dimmed" truncate="end" title={row.email}>
          {row.email}
        </Text>
      ) : null}
      {row.via ? (
        <Text fz="xs" c="violet.8" truncate="end" title={T.via(row.via.email)}>
          {T.via(row.via.email)}
        </Text>
      ) : null}
      {row.notes ? (
        <Text fz="xs" c="dimmed" fs="italic" style={{ overflowWrap: 'anywhere' }}>
          {row.notes}
        </Text>
      ) : null}
    </Box>
  );
}

export function TicketCell({ row }: { row: GuestRow }) {
  return (
    <Box>
      <Text fz="sm">
        {row.ticket}
        {row.seat ? ` · ${SHARED_TEXTS.seat(row.seat)}` : ''}
      </Text>
      <Text fz="xs" c="dimmed" ff="monospace" style={{ letterSpacing: '0.06em' }}>
        {row.code}
      </Text>
    </Box>
  );
}
