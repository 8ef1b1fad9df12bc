import { Alert, Badge, Box, Button, CloseButton, Group, Menu, Paper, Progress, Select, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCash, IconCheck, IconExternalLink, IconScan, IconSearch, IconTicketOff, IconUserPlus, IconCreditCard } from '@tabler/icons-react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { unableTo } from '../../../contracts/errors.messages.ts';
import { formatInZone } from '../../../domain/dates.ts';
import { useIsMobile } from '../../app/responsive.ts';
import { notifyApiError, notifySuccess } from '../../app/notify.ts';
import { ActionsHeader } from '../../ui/ActionsHeader.tsx';
import { confirmAction } from '../../ui/confirm.tsx';
import { ButtonLink } from '../../ui/links.tsx';
import { RowMenu } from '../../ui/RowMenu.tsx';
import { TablePager } from '../../ui/TablePager.tsx';
import { managedEventQuery, type ManagedEventReply } from '../events/api.ts';
import { notifyOutcome } from '../tickets/notify-outcome.ts';
import { cancelOutcome, refundOutcome } from '../tickets/outcomes.ts';
import { STATUS_LABELS } from '../tickets/status.ts';
import { CANCEL_MESSAGES, GUESTS_PAGE_SIZE, GUESTS_TEXTS, type GuestStatusFilter } from '../tickets/texts.ts';
import {
  guestsQuery,
  useCheckIn,
  useOrganizerCancel,
  useOrganizerRefund,
  useRefreshGuests,
  useUndoCheckIn,
  type GuestRow,
  type GuestsReply,
} from './api.ts';
import { STATUS_FILTER_LABELS, STATUS_FILTER_ORDER } from './labels.ts';

export interface GuestsSearch {
  search?: string;
  date?: string;
  status?: GuestStatusFilter;
  page?: number;
  added?: '1';
}

const SEARCH_DEBOUNCE_MS = 300;
const DATE_FORMAT = 'EEE, d MMM y, h:mm a';

type Permissions = GuestsReply['permissions'];

interface RowActions {
  checkIn: (row: GuestRow) => void;
  undo: (row: GuestRow) => void;
  refund: (row: GuestRow) => void;
  cancel: (row: GuestRow) => void;
  busyId: string | null;
}

function StatusCell({ row }: { row: GuestRow }) {
  const s = STATUS_LABELS[row.status];
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={s.color} variant="light" size="sm">
        {s.label}
      </Badge>
      {row.status === 'transferred' && row.transferredTo ? (
        <Text fz="xs" c="dimmed">
          to {row.transferredTo}
        </Text>
      ) : null}
    </Stack>
  );
}

function CheckInCell({ row, can, actions }: { row: GuestRow; can: boolean; actions: RowActions }) {
  const busy = actions.busyId === row.id;
  if (row.checkedInAt) {
    return (
      <Group gap={6} wrap="nowrap">
        <Badge color="teal" variant="light" leftSection={<IconCheck size={12} />} style={{ flexShrink: 0 }}>
          {row.checkedInAtText ?? GUESTS_TEXTS.checkedIn}
        </Badge>
        {can ? (
          <Button
            size="compact-xs"
            variant="subtle"
            color="gray"
            loading={busy}
            onClick={() => actions.undo(row)}
            aria-label={`Undo check-in of ${row.name}`}
          >
            {GUESTS_TEXTS.undo}
          </Button>
        ) : null}
      </Group>
    );
  }
  if (!row.active) return <Text c="dimmed">—</Text>;
  // An add-on comes in with its admission: nothing to check in.
  if (row.addOn)
    return (
      <Badge color="gray" variant="light">
        {GUESTS_TEXTS.addOn}
      </Badge>
    );
  if (!can)
    return (
      <Text c="dimmed" fz="sm">
        Not checked in
      </Text>
    );
  return (
    <Button size="xs" variant="light" color="teal" loading={busy} onClick={() => actions.checkIn(row)} aria-label={`Check in ${row.name}`}>
      {GUESTS_TEXTS.checkIn}
    </Button>
  );
}

function GuestMenu({ row, permissions, actions }: { row: GuestRow; permissions: Permissions; actions: RowActions }) {
  const live = row.active || row.status === 'transfer_pending';
  return (
    <RowMenu label={`Actions for ${row.name}`}>
      <Menu.Item leftSection={<IconExternalLink size={16} />} renderRoot={(props) => <Link to="/ticket/$id" params={{ id: row.id }} {...props} />}>
        View ticket
      </Menu.Item>
      {permissions.canRefund && live ? (
        <Menu.Item leftSection={<IconCash size={16} />} onClick={() => actions.refund(row)}>
          Refund
        </Menu.Item>
      ) : null}
      {permissions.canCancel && live ? (
        <Menu.Item color="red" leftSection={<IconTicketOff size={16} />} onClick={() => actions.cancel(row)}>
          Cancel
        </Menu.Item>
      ) : null}
    </RowMenu>
  );
}

function GuestName({ row }: { row: GuestRow }) {
  return (
    <Box style={{ minWidth: 0 }}>
      <Text fw={600} fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {row.name || 'Guest'}
      </Text>
      {row.email ? (
        <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {row.email}
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

function TicketCell({ row }: { row: GuestRow }) {
  return (
    <Box>
      <Text fz="sm">
        {row.ticket}
        {row.seat ? ` · Seat ${row.seat}` : ''}
      </Text>
      <Text fz="xs" c="dimmed" ff="monospace" style={{ letterSpacing: '0.06em' }}>
        {row.code}
      </Text>
    </Box>
  );
}

function GuestTable({
  rows,
  recurring,
  timezone,
  permissions,
  actions,
  pending,
}: {
  rows: GuestRow[];
  recurring: boolean;
  timezone: string;
  permissions: Permissions;
  actions: RowActions;
  pending: boolean;
}) {
  const columns = 5 + (recurring ? 1 : 0);
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Guests" style={{ opacity: pending ? 0.6 : 1 }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Guest</Table.Th>
            <Table.Th>Ticket</Table.Th>
            {recurring ? <Table.Th>Date</Table.Th> : null}
            <Table.Th>Status</Table.Th>
            <Table.Th>Check-in</Table.Th>
            <ActionsHeader w={48} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns}>
                <Text c="dimmed" ta="center" py="lg">
                  {GUESTS_TEXTS.empty}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row) => (
              <Table.Tr key={row.id} data-testid="guest-row">
                <Table.Td maw={260}>
                  <GuestName row={row} />
                </Table.Td>
                <Table.Td>
                  <TicketCell row={row} />
                </Table.Td>
                {recurring ? (
                  <Table.Td>
                    <Text fz="sm">{formatInZone(new Date(row.startsAt), timezone, DATE_FORMAT)}</Text>
                  </Table.Td>
                ) : null}
                <Table.Td>
                  <StatusCell row={row} />
                </Table.Td>
                <Table.Td>
                  <CheckInCell row={row} can={permissions.canCheckIn} actions={actions} />
                </Table.Td>
                <Table.Td>
                  <GuestMenu row={row} permissions={permissions} actions={actions} />
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function GuestCards({
  rows,
  recurring,
  timezone,
  permissions,
  actions,
}: {
  rows: GuestRow[];
  recurring: boolean;
  timezone: string;
  permissions: Permissions;
  actions: RowActions;
}) {
  if (!rows.length) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {GUESTS_TEXTS.empty}
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      {rows.map((row, i) => (
        <Box key={row.id} py="sm" style={i ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined} data-testid="guest-row">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <GuestName row={row} />
            <GuestMenu row={row} permissions={permissions} actions={actions} />
          </Group>
          <Group justify="space-between" align="center" mt={6} gap="xs">
            <Box>
              <TicketCell row={row} />
              {recurring ? (
                <Text fz="xs" c="dimmed">
                  {formatInZone(new Date(row.startsAt), timezone, DATE_FORMAT)}
                </Text>
              ) : null}
            </Box>
            <Group gap="xs">
              {row.active && !row.checkedInAt ? null : <StatusCell row={row} />}
              <CheckInCell row={row} can={permissions.canCheckIn} actions={actions} />
            </Group>
          </Group>
        </Box>
      ))}
    </Stack>
  );
}

/** One figure of the totals box: a small caps label over the number. */
function Total({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Box>
      <Text fz="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      <Text fz={26} fw={700} lh={1.2} data-testid={testId}>
        {value}
      </Text>
    </Box>
  );
}

function Totals({ totals }: { totals: GuestsReply['totals'] }) {
  const percent = totals.sold ? Math.round((totals.checkedIn / totals.sold) * 100) : 0;
  return (
    <Paper withBorder radius="lg" p="md" style={{ flex: 1, minWidth: 240 }}>
      <Group gap="xl" wrap="nowrap">
        <Total label={GUESTS_TEXTS.sold} value={totals.sold} testId="total-sold" />
        <Total label={GUESTS_TEXTS.checkedIn} value={totals.checkedIn} testId="total-checked-in" />
        <Box style={{ flex: 1 }} visibleFrom="xs">
          <Text fz="xs" c="dimmed" ta="right" mb={4}>
            {percent}% arrived
          </Text>
          <Progress value={percent} color="teal" size="md" radius="xl" aria-label={`${percent}% checked in`} />
        </Box>
      </Group>
    </Paper>
  );
}

/** The date choices of a recurring event, soonest first, in the event's zone. */
function dateOptions(reply: ManagedEventReply) {
  return [
    { value: '', label: 'All dates' },
    ...[...reply.occurrences]
      .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
      .map((o) => ({ value: o.id, label: formatInZone(new Date(o.startsAt), o.timezone, DATE_FORMAT) })),
  ];
}

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
  const isMobile = useIsMobile();
  const [text, setText] = useState(search.search ?? '');
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const [showAdded, setShowAdded] = useState(search.added === '1');
  const status = search.status ?? 'all';
  const page = search.page ?? 1;
  const recurring = event.occurrences.length > 1;
  const occurrenceId = recurring && event.occurrences.some((o) => o.id === search.date) ? search.date : undefined;
  // Check-in, Add guest and Sell at the door all need the guest-list access (admin, door, door with stats).
  const allowed = event.permissions.canViewGuests;
  const { data, isPending, isError, error, isPlaceholderData } = useQuery({
    ...guestsQuery(eventId, { search: (search.search ?? '').trim() || undefined, page, occurrenceId, status }),
    enabled: allowed,
  });
  const refreshGuests = useRefreshGuests(eventId);

  const checkIn = useCheckIn(eventId);
  const undo = useUndoCheckIn(eventId);
  const cancel = useOrganizerCancel(eventId, event.owner.id);
  const refund = useOrganizerRefund(eventId, event.owner.id);

  // The typed search reaches the address (and the list) 300 ms after the last key; a new search starts at page 1.
  useEffect(() => {
    const next = debounced.trim();
    if (next !== (search.search ?? '')) onSearch({ search: next || undefined, page: undefined });
  }, [debounced, search.search, onSearch]);

  // 'Guest(s) added successfully!' once, after the add-guest flow (?added=1); the flag leaves the address and the
  // cached lists and totals (from before the guest was added) are read again.
  useEffect(() => {
    if (search.added !== '1') return;
    void refreshGuests();
    onSearch({ added: undefined });
  }, [search.added, onSearch, refreshGuests]);
  useEffect(() => {
    if (!showAdded) return;
    const timer = window.setTimeout(() => setShowAdded(false), 8000);
    return () => window.clearTimeout(timer);
  }, [showAdded]);

  const busyId =
    (checkIn.isPending && checkIn.variables?.itemId) ||
    (undo.isPending && undo.variables) ||
    (cancel.isPending && cancel.variables) ||
    (refund.isPending && refund.variables) ||
    null;

  const actions: RowActions = {
    busyId: busyId || null,
    checkIn: (row) =>
      checkIn.mutate(
        { itemId: row.id },
        {
          onSuccess: (reply) => notifySuccess(`${reply.message}: ${reply.guest.name || 'Guest'}`),
          onError: (e) => notifyApiError(e, unableTo('check in this guest')),
        },
      ),
    undo: (row) =>
      undo.mutate(row.id, {
        onSuccess: (reply) => notifySuccess(`${reply.message}: ${reply.guest.name || 'Guest'}`),
        onError: (e) => notifyApiError(e, unableTo('undo the check-in')),
      }),
    refund: async (row) => {
      const ok = await confirmAction({
        title: CANCEL_MESSAGES.confirmTitle,
        message: `${row.name || 'This guest'} gets back what was paid for ${row.ticket} and the ticket stops working. ${CANCEL_MESSAGES.confirmText}.`,
        confirmLabel: 'Refund',
        danger: true,
      });
      if (!ok) return;
      refund.mutate(row.id, {
        onSuccess: () => notifyOutcome(refundOutcome({})),
        onError: (e) => notifyOutcome(refundOutcome({ error: e })),
      });
    },
    cancel: async (row) => {
      const ok = await confirmAction({
        title: CANCEL_MESSAGES.confirmTitle,
        message: `${row.name || 'This guest'}'s ${row.ticket} ticket stops working and its seat goes back on sale. Nothing is refunded. ${CANCEL_MESSAGES.confirmText}.`,
        confirmLabel: 'Cancel ticket',
        cancelLabel: 'Keep ticket',
        danger: true,
      });
      if (!ok) return;
      cancel.mutate(row.id, {
        onSuccess: () => notifyOutcome(cancelOutcome({})),
        onError: (e) => notifyOutcome(cancelOutcome({ error: e })),
      });
    },
  };

  if (!allowed) {
    return (
      <Alert color="gray" variant="light" role="status">
        {GUESTS_TEXTS.noAccess}
      </Alert>
    );
  }

  const pages = data ? Math.max(1, Math.ceil(data.totalCount / GUESTS_PAGE_SIZE)) : 1;
  const addGuestDate = occurrenceId ?? 'new';

  return (
    <Stack gap="md">
      {showAdded ? (
        <Alert color="green" variant="light" withCloseButton onClose={() => setShowAdded(false)} icon={<IconCheck size={18} />} role="status">
          {GUESTS_TEXTS.guestsAdded}
        </Alert>
      ) : null}

      <Group gap="md" align="stretch" wrap="wrap">
        {data ? <Totals totals={data.totals} /> : <Skeleton h={78} radius="lg" style={{ flex: 1, minWidth: 240 }} />}
        <Group gap="xs" align="center" wrap="wrap">
          <ButtonLink
            to="/management/courses/$eventId/check-in"
            params={{ eventId }}
            search={occurrenceId ? { date: occurrenceId } : {}}
            leftSection={<IconScan size={16} />}
          >
            Door check-in
          </ButtonLink>
          <ButtonLink
            to="/event/$eventId/add-guest/$id"
            params={{ eventId, id: addGuestDate }}
            variant="default"
            leftSection={<IconUserPlus size={16} />}
          >
            {GUESTS_TEXTS.addGuest}
          </ButtonLink>
          <ButtonLink
            to="/event/$eventId/checkout"
            params={{ eventId }}
            search={{ paymentMethod: 'terminal', ...(occurrenceId ? { occurrenceId } : {}) }}
            variant="default"
            leftSection={<IconCreditCard size={16} />}
          >
            Sell at the door
          </ButtonLink>
        </Group>
      </Group>

      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Group gap="sm" mb="md" wrap="wrap">
          <TextInput
            aria-label="Search guests"
            placeholder={GUESTS_TEXTS.searchPlaceholder}
            leftSection={<IconSearch size={16} />}
            rightSection={text ? <CloseButton size="sm" aria-label="Clear search" onClick={() => setText('')} /> : null}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            style={{ flex: 1, minWidth: 220 }}
            maxLength={100}
          />
          {recurring ? (
            <Select
              aria-label="Date"
              data={dateOptions(event)}
              value={occurrenceId ?? ''}
              onChange={(v) => onSearch({ date: v || undefined, page: undefined })}
              allowDeselect={false}
              w={{ base: '100%', xs: 240 }}
              comboboxProps={{ withinPortal: true }}
            />
          ) : null}
          <Select
            aria-label="Status"
            data={STATUS_FILTER_ORDER.map((s) => ({ value: s, label: STATUS_FILTER_LABELS[s] }))}
            value={status}
            onChange={(v) => onSearch({ status: v && v !== 'all' ? (v as GuestStatusFilter) : undefined, page: undefined })}
            allowDeselect={false}
            w={{ base: '100%', xs: 190 }}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>

        {isError ? (
          <Alert color="red">{error.message || unableTo('load the guests')}</Alert>
        ) : isPending ? (
          <Stack gap="sm">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} h={44} />
            ))}
          </Stack>
        ) : isMobile ? (
          <GuestCards
            rows={data.data}
            recurring={recurring && !occurrenceId}
            timezone={event.event.timezone}
            permissions={data.permissions}
            actions={actions}
          />
        ) : (
          <GuestTable
            rows={data.data}
            recurring={recurring && !occurrenceId}
            timezone={event.event.timezone}
            permissions={data.permissions}
            actions={actions}
            pending={isPlaceholderData}
          />
        )}

        {data ? (
          <Group justify="space-between" mt="md" gap="sm">
            <Text fz="sm" c="dimmed">
              {data.totalCount === 1 ? '1 ticket' : `${data.totalCount} tickets`}
            </Text>
            <TablePager pages={pages} page={page} onChange={(p) => onSearch({ page: p > 1 ? p : undefined })} />
          </Group>
        ) : null}
      </Paper>
    </Stack>
  );
}
