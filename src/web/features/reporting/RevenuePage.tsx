import { Group, Select, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  REPORTING_PAGE_TEXTS as P,
  REPORTING_TEXTS,
  REVENUE_DIMENSIONS,
  REVENUE_TEXTS as R,
  type RevenueDimension,
} from '../../../contracts/reporting.messages.ts';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { revenueQuery } from './api.ts';
import { ReportExportMenu } from './exports/ReportExportMenu.tsx';
import { ReportFailure, ReportingEmpty } from './ReportStates.tsx';
import { OtherCurrencies, RevenueTable } from './RevenueTable.tsx';
import { flipRevenueOrder, revenueView } from './revenue-view.ts';
import type { RevenueSearch } from './search.ts';

const DIMENSION_OPTIONS = REVENUE_DIMENSIONS.map((value) => ({ value, label: R.dimensions[value] }));

/**
 * Reporting > Revenue (accounts-and-reporting 2.3): the dimension picker and Export CSV, the table, and the orders
 * paid in other currencies apart. 'No data yet!' only when there is nothing at all to report.
 */
export function RevenuePage({
  ownerId,
  username,
  search,
  onSearch,
}: {
  ownerId: string;
  username: string;
  search: RevenueSearch;
  onSearch: (next: RevenueSearch) => void;
}) {
  useDocumentTitle(P.documentTitle(REPORTING_TEXTS.tabs.revenue));
  const { dimension, order } = revenueView(search);
  const result = useQuery(revenueQuery(ownerId, { dimension, order }));

  if (result.isError) return <ReportFailure error={result.error} onRetry={() => void result.refetch()} />;
  const reply = result.data;
  if (reply && !reply.items.length && !reply.otherCurrencies.length) return <ReportingEmpty />;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Select
          label={R.dimension}
          data={DIMENSION_OPTIONS}
          value={dimension}
          // A new dimension starts from its own default order.
          onChange={(value) => value && onSearch({ type: value as RevenueDimension, order: undefined })}
          allowDeselect={false}
          w={{ base: '100%', xs: 240 }}
        />
        <ReportExportMenu ownerId={ownerId} body={{ kind: 'revenue', dimension, order }} />
      </Group>
      {reply ? (
        <RevenueTable
          reply={reply}
          username={username}
          stale={result.isPlaceholderData}
          onFlip={() => onSearch({ type: search.type, order: flipRevenueOrder(order) })}
        />
      ) : (
        <Skeleton h={320} radius="lg" />
      )}
      {reply?.otherCurrencies.length ? <OtherCurrencies totals={reply.otherCurrencies} /> : null}
    </Stack>
  );
}
