import { Select, Text } from '@mantine/core';
import { SectionHeading } from './SectionHeading.tsx';
import { IconWebhook } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { DELIVERY_LOG_TEXTS as T } from '../../../contracts/developer-tools.messages.ts';
import { WEBHOOK_LIMITS } from '../../../contracts/webhooks.messages.ts';
import { EmptyBlock } from '../../ui/EmptyBlock.tsx';
import { AnchorLink } from '../../ui/links.tsx';
import { listColumnHelper } from '../../ui/list/columns.ts';
import { DataTable } from '../../ui/list/DataTable.tsx';
import { listQueryState } from '../../ui/list/list-query-state.ts';
import { ListFooter } from '../../ui/list/ListFooter.tsx';
import { ListPage, ListToolbar } from '../../ui/list/ListPage.tsx';
import { useManagedProfile } from '../manage/index.ts';
import { deliveriesQuery, type DeliveryView } from './api.ts';
import { ALL, EVENT_FILTER_OPTIONS, STATUS_FILTER_OPTIONS, filterPatch, isFiltered, logTime, type LogFilters } from './delivery-rows.ts';
import { DeliveryStatusBadge } from './DeliveryStatusBadge.tsx';

const col = listColumnHelper<DeliveryView>();

/** The spec's log columns (content-management 2.8, 3): the event (a link to its log), status, where it went, tries, when. */
function logColumns(username: string) {
  return col.columns([
    col.display({
      id: 'eventName',
      header: T.columns.eventName,
      meta: { card: 'title' },
      cell: ({ row: { original: row } }) => (
        <AnchorLink to="/manage/$username/developer-zone/logs/$id" params={{ username, id: row.id }} fz="sm" fw={600} ff="monospace">
          {row.eventName}
        </AnchorLink>
      ),
    }),
    col.display({
      id: 'status',
      header: T.columns.status,
      cell: ({ row: { original: row } }) => <DeliveryStatusBadge status={row.status} test={row.test} />,
    }),
    col.display({
      id: 'url',
      header: T.columns.url,
      meta: { cardWide: true },
      cell: ({ row: { original: row } }) => (
        <Text fz="sm" maw={320} truncate="end" title={row.url}>
          {row.url}
        </Text>
      ),
    }),
    col.display({
      id: 'attempts',
      header: T.columns.attempts,
      meta: { align: 'right' },
      cell: ({ row: { original: row } }) => (
        <Text fz="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {row.attempts}
        </Text>
      ),
    }),
    col.display({
      id: 'createdAt',
      header: T.columns.createdAt,
      // Unbroken on the table; a line of its own on a phone's card ('29 Nov 2026, 10:24:51 AM' overflowed half a card).
      meta: { cardWide: true },
      cell: ({ row: { original: row } }) => (
        <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {logTime(row.createdAt)}
        </Text>
      ),
    }),
  ]);
}

/**
 * The developer zone's logs (content-management 2.8): the owner's deliveries newest first, 100 a page, filtered by
 * event name and status. The filters and page are this component's state (the root page's address has no list
 * params). While a row is pending the query polls (api.ts), so a retry's outcome shows without a reload.
 */
export function DeliveriesTable({ ownerId }: { ownerId: string }) {
  const { profile } = useManagedProfile();
  const [filters, setFilters] = useState<LogFilters>({});
  const page = filters.page ?? 1;
  const perPage = WEBHOOK_LIMITS.logsPageSize;
  const result = useQuery(deliveriesQuery(ownerId, { ...filters, page, perPage }));
  const columns = useMemo(() => logColumns(profile.username), [profile.username]);
  const neverDelivered = result.data?.totalCount === 0 && !isFiltered(filters) && page === 1;

  const heading = <SectionHeading title={T.title}>{T.intro}</SectionHeading>;
  if (neverDelivered) {
    return (
      <section aria-label={T.tableLabel}>
        {heading}
        <EmptyBlock icon={<IconWebhook size={28} />} title={T.emptyTitle} description={T.emptyText} />
      </section>
    );
  }

  return (
    <section aria-label={T.tableLabel}>
      {heading}
      <ListPage
        toolbar={
          <ListToolbar
            filters={
              <>
                <Select
                  aria-label={T.eventFilter}
                  data={EVENT_FILTER_OPTIONS}
                  value={filters.eventName ?? ALL}
                  onChange={(v) => setFilters((f) => filterPatch(f, 'eventName', v))}
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: true }}
                  w={{ base: '100%', xs: 280 }}
                />
                <Select
                  aria-label={T.statusFilter}
                  data={STATUS_FILTER_OPTIONS}
                  value={filters.status ?? ALL}
                  onChange={(v) => setFilters((f) => filterPatch(f, 'status', v))}
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: true }}
                  w={{ base: '100%', xs: 180 }}
                />
              </>
            }
          />
        }
        footer={
          <ListFooter
            total={result.data?.totalCount}
            perPage={perPage}
            page={page}
            noun={T.noun}
            onPage={(p) => setFilters((f) => ({ ...f, page: p }))}
          />
        }
      >
        <DataTable
          label={T.tableLabel}
          columns={columns}
          rows={result.data?.data}
          getRowId={(row) => row.id}
          {...listQueryState(result, T.loadFailed)}
          rowAttributes={(row) => ({ 'data-testid': `delivery-row-${row.id}`, 'data-status': row.status })}
          skeletonRows={5}
          minWidth={760}
        />
      </ListPage>
    </section>
  );
}
