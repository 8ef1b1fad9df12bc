import { Anchor, Badge, Button, Group, Menu, Paper, SegmentedControl, Skeleton, Stack, Switch, Table, Text, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconDots, IconFileExport } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { MANAGE_EVENT_MESSAGES } from '../../../../contracts/events-management.messages.ts';
import type { BusinessEventRow } from '../../../../contracts/events-management.ts';
import { EVENT_MESSAGES } from '../../../../contracts/events.messages.ts';
import { unableTo } from '../../../../contracts/errors.messages.ts';
import { formatInZone } from '../../../../domain/dates.ts';
import { ACCESS_SETTING_LABELS, ALL_CATEGORIES_LABEL, canSeeSales, managementButtonPath, managementButtons } from '../../../../domain/events.ts';
import {
  EVENTS_TABLE_PAGE_SIZE,
  EVENTS_TABLE_TICKETS_SHOWN,
  defaultSortOrder,
  eventsTableApiParams,
  shouldFallBackToPast,
  type EventsTableQuery,
  type EventsTableSortBy,
} from '../../../../domain/events-table.ts';
import { formatMoney } from '../../../../domain/money.ts';
import { downloadFile } from '../../../app/download.ts';
import { notifyError } from '../../../app/notify.ts';
import { ActionsHeader } from '../../../ui/ActionsHeader.tsx';
import { ButtonLink } from '../../../ui/links.tsx';
import { RetryAlert } from '../../../ui/RetryAlert.tsx';
import { RowMenu } from '../../../ui/RowMenu.tsx';
import { SearchInput } from '../../../ui/SearchInput.tsx';
import { TablePager } from '../../../ui/TablePager.tsx';
import { businessEventsQuery } from '../api.ts';
import { CategorySelect } from '../CategorySelect.tsx';

/** The search box waits this long after typing (accounts-and-reporting 9's table debounce). */
const SEARCH_DEBOUNCE_MS = 300;
const EXPORT_FAILED = 'Export failed, please try again';

function SortHeader({
  label,
  column,
  query,
  onSort,
  align = 'left',
}: {
  label: string;
  column: EventsTableSortBy;
  query: EventsTableQuery;
  onSort: (column: EventsTableSortBy) => void;
  align?: 'left' | 'right';
}) {
  const active = (query.sortBy ?? 'startsAt') === column;
  const order = active ? (query.sortOrder ?? (column === 'startsAt' ? defaultSortOrder(query.type) : 'desc')) : null;
  const Icon = order === 'asc' ? IconArrowUp : order === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <Table.Th aria-sort={order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : 'none'} style={{ textAlign: align }}>
      <UnstyledButton onClick={() => onSort(column)} aria-label={`Sort by ${label}`} fw={600} fz="sm">
        <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : 'flex-start'}>
          {label}
          <Icon size={14} color={active ? 'var(--mantine-color-violet-7)' : 'var(--mantine-color-gray-5)'} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

function EventMenu({ row }: { row: BusinessEventRow }) {
  const buttons = managementButtons(row.userAccessSetting);
  if (!buttons.length) return null;
  return (
    <RowMenu label={`Actions for ${row.name}`}>
      {buttons.map((button) => (
        <Menu.Item key={button} renderRoot={(props) => <Link to={managementButtonPath(row.id, button) as never} {...props} />}>
          {button}
        </Menu.Item>
      ))}
    </RowMenu>
  );
}

function TicketList({ row, expanded, onExpand }: { row: BusinessEventRow; expanded: boolean; onExpand: () => void }) {
  const shown = expanded ? row.tickets : row.tickets.slice(0, EVENTS_TABLE_TICKETS_SHOWN);
  return (
    <Stack gap={2} mt={6}>
      {shown.map((t) => (
        <Group key={t.id} gap="xs" justify="space-between" wrap="nowrap">
          <Text fz="xs" c="dimmed" truncate maw={220}>
            {t.name}
          </Text>
          <Text fz="xs" fw={600}>
            {t.ticketsSold ?? 'N/A'}
          </Text>
        </Group>
      ))}
      {!expanded && row.tickets.length > EVENTS_TABLE_TICKETS_SHOWN ? (
        <Anchor component="button" type="button" fz="xs" onClick={onExpand} ta="left">
          {EVENT_MESSAGES.seeMore}
        </Anchor>
      ) : null}
    </Stack>
  );
}

function EventRow({ row, showAll, ownerId }: { row: BusinessEventRow; showAll: boolean; ownerId: string }) {
  const [expanded, setExpanded] = useState(false);
  const sales = canSeeSales(row.userAccessSetting);
  const date = row.startsAt ? formatInZone(new Date(row.startsAt), row.timezone, 'EEE, d MMM y · h:mm a') : 'No date';
  return (
    <Table.Tr>
      <Table.Td>
        <Stack gap={2}>
          <Text fz="xs" c="dimmed" fw={600} tt="uppercase">
            {date}
          </Text>
          <Group gap={6} wrap="nowrap">
            <Anchor renderRoot={(props) => <Link to="/event/$eventId" params={{ eventId: row.id }} {...props} />} fw={600} c="dark" lineClamp={2}>
              {row.name}
            </Anchor>
            {!row.published ? (
              <Badge size="sm" color="yellow" variant="light" style={{ flexShrink: 0 }}>
                Draft
              </Badge>
            ) : null}
            {row.private ? (
              <Badge size="sm" color="gray" variant="light" style={{ flexShrink: 0 }}>
                Private
              </Badge>
            ) : null}
          </Group>
          {row.owner.id !== ownerId ? (
            <Text fz="xs" c="dimmed">
              by {row.owner.name} · you help as {ACCESS_SETTING_LABELS[row.userAccessSetting].toLowerCase()}
            </Text>
          ) : null}
        </Stack>
      </Table.Td>
      {sales ? (
        <>
          <Table.Td ta="right">
            <Text fw={600} fz="sm">
              {formatMoney(row.revenue ?? 0, row.currency)}
            </Text>
          </Table.Td>
          <Table.Td ta="right">
            <Text fw={600} fz="sm">
              {row.ticketsSold ?? 0}
            </Text>
            <Text fz="xs" c="dimmed">
              {row.ticketTypesCount} {row.ticketTypesCount === 1 ? 'ticket type' : 'ticket types'}
            </Text>
            {showAll && row.tickets.length ? <TicketList row={row} expanded={expanded} onExpand={() => setExpanded(true)} /> : null}
          </Table.Td>
        </>
      ) : (
        <Table.Td colSpan={2}>
          <Text fz="xs" c="dimmed" maw={320} ml="auto" ta="right">
            {MANAGE_EVENT_MESSAGES.salesNotAvailable}
          </Text>
        </Table.Td>
      )}
      <Table.Td>
        <EventMenu row={row} />
      </Table.Td>
    </Table.Tr>
  );
}

function LoadingRows() {
  return (
    <>
      {[0, 1, 2, 3, 4].map((i) => (
        <Table.Tr key={i}>
          <Table.Td>
            <Skeleton height={10} width={120} mb={8} />
            <Skeleton height={14} width={220} />
          </Table.Td>
          <Table.Td>
            <Skeleton height={14} width={60} ml="auto" />
          </Table.Td>
          <Table.Td>
            <Skeleton height={14} width={40} ml="auto" />
          </Table.Td>
          <Table.Td />
        </Table.Tr>
      ))}
    </>
  );
}

/**
 * The business events table (accounts-and-reporting 2.4). `query` is the parsed query string; `onChange`
 * writes the next one back to the URL.
 */
export function BusinessEventsTable({
  ownerId,
  username,
  query,
  onChange,
  actions,
}: {
  ownerId: string;
  username: string;
  query: EventsTableQuery;
  onChange: (next: EventsTableQuery, options?: { replace?: boolean }) => void;
  actions?: ReactNode;
}) {
  const params = eventsTableApiParams(ownerId, query);
  const result = useQuery(businessEventsQuery(params));
  const [text, setText] = useState(query.search ?? '');
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [showAll, setShowAll] = useState(false);
  const [exporting, setExporting] = useState(false);
  const firstLoad = useRef(true);

  // Typing searches after a pause, from the first page.
  const searchChanged = useEffectEvent((search: string) => {
    if (search !== (query.search ?? '')) onChange({ ...query, search: search || undefined, page: 1 }, { replace: true });
  });
  useEffect(() => searchChanged(debounced), [debounced]);
  // The address can change the search too (back button).
  useEffect(() => setText(query.search ?? ''), [query.search]);

  // An empty Upcoming list on the first load, without filters, switches to Past.
  useEffect(() => {
    if (!result.isSuccess || result.isPlaceholderData || !firstLoad.current) return;
    firstLoad.current = false;
    if (shouldFallBackToPast(query, result.data.totalCount, true)) onChange({ ...query, type: 'Past' }, { replace: true });
  }, [result.isSuccess, result.isPlaceholderData, result.data, query, onChange]);

  const sort = (column: EventsTableSortBy) => {
    const current = query.sortBy ?? 'startsAt';
    const currentOrder = query.sortOrder ?? (current === 'startsAt' ? defaultSortOrder(query.type) : 'desc');
    const sortOrder = current === column ? (currentOrder === 'asc' ? 'desc' : 'asc') : column === 'startsAt' ? defaultSortOrder(query.type) : 'desc';
    onChange({ ...query, sortBy: column, sortOrder, page: 1 });
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { page: _page, perPage: _perPage, ...filters } = params;
      await downloadFile('/api/v1/profile_management/events.csv', filters, `events-${username}.csv`);
    } catch {
      notifyError(EXPORT_FAILED);
    } finally {
      setExporting(false);
    }
  };

  const total = result.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / EVENTS_TABLE_PAGE_SIZE));
  const rows = result.data?.data ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Group gap="sm" style={{ flex: 1 }}>
          <SearchInput placeholder="Search events" label="Search your events" value={text} onChange={setText} maxWidth={320} />
          <SegmentedControl
            aria-label="Upcoming or past events"
            data={['Upcoming', 'Past']}
            value={query.type}
            onChange={(v) => onChange({ ...query, type: v === 'Past' ? 'Past' : 'Upcoming', page: 1, sortOrder: undefined, sortBy: query.sortBy })}
          />
          <CategorySelect
            value={query.category}
            onChange={(category) => onChange({ ...query, category: category ?? undefined, page: 1 })}
            allLabel={ALL_CATEGORIES_LABEL.table}
            w={190}
          />
        </Group>
        <Group gap="xs">
          {actions}
          <Menu position="bottom-end" shadow="md">
            <Menu.Target>
              <Button variant="default" rightSection={<IconDots size={16} />} loading={exporting}>
                Actions
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconFileExport size={16} />} onClick={() => void exportCsv()}>
                Export CSV
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>

      <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
        <Group justify="flex-end" mb="xs">
          <Switch
            size="sm"
            label="Show All"
            description={null}
            checked={showAll}
            onChange={(e) => setShowAll(e.currentTarget.checked)}
            aria-label="Show all ticket types"
          />
        </Group>
        {result.isError ? (
          <RetryAlert message={unableTo('load events')} onRetry={() => void result.refetch()} />
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table
              verticalSpacing="sm"
              highlightOnHover
              aria-label="Events"
              aria-busy={result.isFetching || undefined}
              style={{ opacity: result.isPlaceholderData ? 0.6 : 1 }}
            >
              <Table.Thead>
                <Table.Tr>
                  <SortHeader label="Date and name" column="startsAt" query={query} onSort={sort} />
                  <SortHeader label="Revenue" column="revenue" query={query} onSort={sort} align="right" />
                  <SortHeader label="Tickets sold" column="ticketsSold" query={query} onSort={sort} align="right" />
                  <ActionsHeader />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.isPending ? (
                  <LoadingRows />
                ) : rows.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={4}>
                      <Stack align="center" gap="sm" py="xl">
                        <Text c="dimmed">{EVENT_MESSAGES.noResults}</Text>
                        {!query.search && !query.category ? (
                          <ButtonLink to="/event/new" variant="light" size="xs">
                            Create An Event
                          </ButtonLink>
                        ) : null}
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  rows.map((row) => <EventRow key={row.id} row={row} showAll={showAll} ownerId={ownerId} />)
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group justify="space-between" mt="md" gap="sm">
          <Text fz="sm" c="dimmed" aria-live="polite">
            {result.isSuccess ? `${total} ${total === 1 ? 'event' : 'events'}` : ''}
          </Text>
          <TablePager
            pages={pages}
            page={query.page}
            onChange={(page) => onChange({ ...query, page })}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          />
        </Group>
      </Paper>
    </Stack>
  );
}
