import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  ACTIVITY_TEXTS as A,
  REPORTING_DATE_FORMATS,
  REPORTING_LIMITS,
  REPORTING_PAGE_TEXTS as P,
  REPORTING_SEARCH_MAX,
  REPORTING_TEXTS,
} from '../../../contracts/reporting.messages.ts';
import { listColumnHelper } from '../../ui/list/columns.ts';
import { DataTable } from '../../ui/list/DataTable.tsx';
import { searchPatch } from '../../ui/list/list-params.ts';
import { ListFooter } from '../../ui/list/ListFooter.tsx';
import { ListPage, ListToolbar } from '../../ui/list/ListPage.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { activitiesQuery, useAccountZone, type ActivityRow } from './api.ts';
import { ActivityMessage } from './ActivityMessage.tsx';
import { ReportExportMenu } from './exports/ReportExportMenu.tsx';
import { reportDate } from './format.ts';
import { isForbidden, reportErrorText, ReportFailure, ReportingEmpty } from './ReportStates.tsx';
import type { ActivitySearch } from './search.ts';

const col = listColumnHelper<ActivityRow>();

function activityColumns(zone: string | undefined) {
  return col.columns([
    col.display({
      id: 'message',
      header: A.columns.message,
      meta: { card: 'title' },
      cell: ({ row: { original: row } }) => <ActivityMessage html={row.message} />,
    }),
    col.display({
      id: 'createdAt',
      header: A.columns.createdAt,
      meta: { cardWide: true },
      cell: ({ row: { original: row } }) => (
        <Text fz="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {reportDate(row.createdAt, REPORTING_DATE_FORMATS.orderDetail, zone)}
        </Text>
      ),
    }),
  ]);
}

/**
 * Reporting > Activity (accounts-and-reporting 2.3): purchases, check-ins, transfers, cancellations, refunds and
 * subscriptions, newest first, 50 a page, searched, with Export CSV. On a patron page (`patron`): theirs, 10 a page,
 * without search or export.
 */
export function ActivityTable({
  ownerId,
  username,
  search,
  onSearch,
  patron,
}: {
  ownerId: string;
  username: string;
  search: ActivitySearch;
  onSearch: (patch: ActivitySearch) => void;
  patron?: { actorId?: string; email?: string };
}) {
  const page = search.page ?? 1;
  const perPage = patron ? REPORTING_LIMITS.patronOrdersPageSize : REPORTING_LIMITS.activitiesPageSize;
  const { zone, ready } = useAccountZone(username);
  const result = useQuery(activitiesQuery(ownerId, { page, perPage, query: search.search, ...patron }));
  const columns = useMemo(() => activityColumns(zone), [zone]);

  if (isForbidden(result.error)) return <ReportFailure error={result.error} onRetry={() => void result.refetch()} />;
  if (!patron && !search.search && page === 1 && !result.isPlaceholderData && result.data?.totalCount === 0) return <ReportingEmpty />;

  return (
    <ListPage
      toolbar={
        patron ? undefined : (
          <ListToolbar
            search={{
              label: P.search.activity,
              placeholder: REPORTING_TEXTS.search,
              value: search.search,
              onSearch: (text) => onSearch({ ...search, ...searchPatch(text ?? '') }),
              maxLength: REPORTING_SEARCH_MAX,
            }}
            actions={<ReportExportMenu ownerId={ownerId} body={{ kind: 'activity', query: search.search }} />}
          />
        )
      }
      footer={
        <ListFooter
          total={result.data?.totalCount}
          perPage={perPage}
          page={page}
          noun={P.nouns.activities}
          onPage={(p) => onSearch({ ...search, page: p })}
        />
      }
    >
      <DataTable
        label={REPORTING_TEXTS.tabs.activity}
        columns={columns}
        rows={result.data?.data}
        getRowId={(row) => row.id}
        loading={result.isPending || !ready}
        stale={result.isPlaceholderData}
        error={result.isError ? reportErrorText(result.error) : null}
        onRetry={() => void result.refetch()}
        emptyMessage={REPORTING_TEXTS.noResults}
        rowAttributes={() => ({ 'data-testid': 'activity-row' })}
        skeletonRows={patron ? perPage : 10}
        minWidth={560}
      />
    </ListPage>
  );
}

/** The Activity tab: the feed with its title. */
export function ActivityPage(props: Omit<Parameters<typeof ActivityTable>[0], 'patron'>) {
  useDocumentTitle(P.documentTitle(REPORTING_TEXTS.tabs.activity));
  return <ActivityTable {...props} />;
}
