import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  ACTIVITY_TEXTS as A,
  REPORTING_DATE_FORMATS,
  REPORTING_LIMITS,
  REPORTING_PAGE_TEXTS as P,
  REPORTING_TEXTS,
} from '../../../contracts/reporting.messages.ts';
import { listColumnHelper } from '../../ui/list/columns.ts';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { activitiesQuery, type ActivityRow } from './api.ts';
import { ActivityMessage } from './ActivityMessage.tsx';
import { reportDate } from './format.ts';
import { reportPageSize, ReportList, type ReportListProps, type ReportSpec } from './ReportList.tsx';
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

const ACTIVITY_REPORT: ReportSpec<ActivityRow> = {
  kind: 'activity',
  columns: activityColumns,
  rowId: (row) => row.id,
  rowTestId: () => 'activity-row',
  minWidth: 560,
};

/**
 * Reporting > Activity (accounts-and-reporting 2.3): purchases, check-ins, transfers, cancellations, refunds and
 * subscriptions, newest first, 50 a page, searched, with Export CSV. On a patron page (`patron`): theirs, 10 a page,
 * without search or export.
 */
export function ActivityTable({ patron, ...list }: ReportListProps<ActivitySearch> & { patron?: { actorId?: string; email?: string } }) {
  const { ownerId, search } = list;
  const page = search.page ?? 1;
  const perPage = reportPageSize(patron, REPORTING_LIMITS.activitiesPageSize);
  const result = useQuery(activitiesQuery(ownerId, { page, perPage, query: search.search, ...patron }));
  return <ReportList {...list} report={ACTIVITY_REPORT} result={result} perPage={perPage} embedded={!!patron} />;
}

/** The Activity tab: the feed with its title. */
export function ActivityPage(props: Omit<Parameters<typeof ActivityTable>[0], 'patron'>) {
  useDocumentTitle(P.documentTitle(REPORTING_TEXTS.tabs.activity));
  return <ActivityTable {...props} />;
}
