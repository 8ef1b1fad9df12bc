import { Anchor, Badge, Group, Menu, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import {
  EVENT_EDITOR_TEXTS as E,
  EVENTS_TABLE_TEXTS as T,
  MANAGE_EVENT_MESSAGES,
  SALES_SO_FAR_MESSAGES,
} from '../../../../contracts/events-management.messages.ts';
import { EVENT_LIFECYCLE_MESSAGES as L } from '../../../../contracts/event-lifecycle.messages.ts';
import type { BusinessEventRow } from '../../../../contracts/events-management.ts';
import { EVENT_MESSAGES } from '../../../../contracts/events.messages.ts';
import { formatInZone } from '../../../../domain/dates.ts';
import { ACCESS_SETTING_LABELS, canSeeSales, managementButtonPath, managementButtons } from '../../../../domain/events.ts';
import { EVENTS_TABLE_TICKETS_SHOWN, type EventsTableType } from '../../../../domain/events-table.ts';
import { formatMoney } from '../../../../domain/money.ts';
import { ACTIONS_META, listColumnHelper } from '../../../ui/list/columns.ts';
import { RowMenu } from '../../../ui/RowMenu.tsx';
import { DuplicateEventDialog, LifecycleMenuItems } from '../lifecycle/LifecycleMenuItems.tsx';

function EventMenu({ row }: { row: BusinessEventRow }) {
  const [duplicating, setDuplicating] = useState(false);
  const buttons = managementButtons(row.userAccessSetting);
  if (!buttons.length) return null;
  return (
    <>
      <RowMenu label={T.actionsFor(row.name)}>
        {buttons.map((button) => (
          <Menu.Item key={button} renderRoot={(props) => <Link to={managementButtonPath(row.id, button) as never} {...props} />}>
            {button}
          </Menu.Item>
        ))}
        {row.userAccessSetting === 'admin' ? <LifecycleMenuItems row={row} onDuplicate={() => setDuplicating(true)} /> : null}
      </RowMenu>
      {duplicating ? <DuplicateEventDialog row={row} onClose={() => setDuplicating(false)} /> : null}
    </>
  );
}

function StateBadge({ label, color }: { label: string; color: string }) {
  return (
    <Badge size="sm" color={color} variant="light" style={{ flexShrink: 0 }}>
      {label}
    </Badge>
  );
}

/** Date, name (to the event page), Draft and Private badges; whose event it is when the profile only helps with it. */
function NameCell({ row, ownerId }: { row: BusinessEventRow; ownerId: string }) {
  const date = row.startsAt ? formatInZone(new Date(row.startsAt), row.timezone, 'EEE, d MMM y · h:mm a') : T.noDate;
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" fw={600} tt="uppercase">
        {date}
      </Text>
      <Group gap={6} wrap="nowrap">
        <Anchor renderRoot={(props) => <Link to="/event/$eventId" params={{ eventId: row.id }} {...props} />} fw={600} c="dark" lineClamp={2}>
          {row.name}
        </Anchor>
        {!row.published && !row.unpublished ? (
          <Badge size="sm" color="yellow" variant="light" style={{ flexShrink: 0 }}>
            {E.draft}
          </Badge>
        ) : null}
        {row.unpublished ? <StateBadge label={L.unpublishedBadge} color="orange" /> : null}
        {row.archived ? <StateBadge label={L.archivedBadge} color="gray" /> : null}
        {row.private ? (
          <Badge size="sm" color="gray" variant="light" style={{ flexShrink: 0 }}>
            {E.private}
          </Badge>
        ) : null}
      </Group>
      {row.owner.id !== ownerId ? (
        <Text fz="xs" c="dimmed">
          {T.helpsWith(row.owner.name, ACCESS_SETTING_LABELS[row.userAccessSetting].toLowerCase())}
        </Text>
      ) : null}
      {canSeeSales(row.userAccessSetting) ? null : (
        <Text fz="xs" c="dimmed" maw={420}>
          {MANAGE_EVENT_MESSAGES.salesNotAvailable}
        </Text>
      )}
    </Stack>
  );
}

/** Tickets sold by type under the total (Show All), the first 10 until 'See more'. */
function TicketList({ row }: { row: BusinessEventRow }) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? row.tickets : row.tickets.slice(0, EVENTS_TABLE_TICKETS_SHOWN);
  return (
    <Stack gap={2} mt={6}>
      {shown.map((t) => (
        <Group key={t.id} gap="xs" justify="space-between" wrap="nowrap">
          <Text fz="xs" c="dimmed" truncate maw={220} miw={0}>
            {t.name}
          </Text>
          <Text fz="xs" fw={600}>
            {t.ticketsSold ?? T.notAvailable}
          </Text>
        </Group>
      ))}
      {!expanded && row.tickets.length > EVENTS_TABLE_TICKETS_SHOWN ? (
        <Anchor component="button" type="button" fz="xs" onClick={() => setExpanded(true)} ta="left">
          {EVENT_MESSAGES.seeMore}
        </Anchor>
      ) : null}
    </Stack>
  );
}

function SoldCell({ row, showAll }: { row: BusinessEventRow; showAll: boolean }) {
  if (!canSeeSales(row.userAccessSetting)) return <NotAvailable />;
  return (
    <>
      <Text fw={600} fz="sm">
        {row.ticketsSold ?? 0}
      </Text>
      <Text fz="xs" c="dimmed">
        {T.ticketTypeCount(row.ticketTypesCount)}
      </Text>
      {showAll && row.tickets.length ? <TicketList row={row} /> : null}
    </>
  );
}

/** A figure the viewer may not see (the reason is under the event's name). */
function NotAvailable() {
  return (
    <Text fz="sm" c="dimmed">
      {T.notAvailable}
    </Text>
  );
}

const col = listColumnHelper<BusinessEventRow>();

/**
 * The spec's columns: date and name, revenue, tickets sold (with the ticket types under Show All), the row menu. The
 * three figures sort on the server; the date's first click follows the tab's default order (Upcoming soonest first).
 */
export function eventColumns({ ownerId, type, showAll }: { ownerId: string; type: EventsTableType; showAll: boolean }) {
  return col.columns([
    col.accessor('startsAt', {
      id: 'startsAt',
      header: T.dateAndName,
      enableSorting: true,
      sortDescFirst: type === 'Past',
      meta: { card: 'title' },
      cell: ({ row: { original: row } }) => <NameCell row={row} ownerId={ownerId} />,
    }),
    col.accessor('revenue', {
      id: 'revenue',
      header: SALES_SO_FAR_MESSAGES.revenue,
      enableSorting: true,
      sortDescFirst: true,
      meta: { align: 'right' },
      cell: ({ row: { original: row } }) =>
        canSeeSales(row.userAccessSetting) ? (
          <Text fw={600} fz="sm">
            {formatMoney(row.revenue ?? 0, row.currency)}
          </Text>
        ) : (
          <NotAvailable />
        ),
    }),
    col.accessor('ticketsSold', {
      id: 'ticketsSold',
      header: SALES_SO_FAR_MESSAGES.ticketsSold,
      enableSorting: true,
      sortDescFirst: true,
      // With Show All the ticket types get a whole line of a phone's card.
      meta: { align: 'right', cardWide: showAll },
      cell: ({ row: { original: row } }) => <SoldCell row={row} showAll={showAll} />,
    }),
    col.display({ id: 'actions', meta: ACTIONS_META, cell: ({ row: { original: row } }) => <EventMenu row={row} /> }),
  ]);
}
