import { Badge, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { REFERRAL_TEXTS as T, type ReferralStatus } from '../../../contracts/referrals.messages.ts';
import { formatMoney } from '../../../domain/money.ts';
import { REFERRAL_RULES, referralShare } from '../../../domain/referrals.ts';
import { listColumnHelper } from '../../ui/list/columns.ts';
import { DataTable } from '../../ui/list/DataTable.tsx';
import { listQueryState } from '../../ui/list/list-query-state.ts';
import { ListFooter } from '../../ui/list/ListFooter.tsx';
import { EmptyListMessage } from '../../ui/list/ListStates.tsx';
import { ListPage } from '../../ui/list/ListPage.tsx';
import { referralsQuery, type ReferralRow } from './api.ts';
import { Sparkline } from './Sparkline.tsx';

const STATUS_COLORS: Record<ReferralStatus, string> = { Pending: 'gray', Earning: 'teal', Complete: 'blue' };

/** 'Nov 16, 2026' for the day (yyyy-mm-dd) of the first counted fee. */
const dayLabel = (day: string) => format(new Date(`${day}T00:00:00`), 'MMM d, y');

const col = listColumnHelper<ReferralRow>();

/** The spec's five columns (accounts-and-reporting 2.6): amounts at 33% of the raw amount. */
const COLUMNS = col.columns([
  col.display({
    id: 'referredAccount',
    header: T.columns.referredAccount,
    meta: { card: 'title' },
    cell: ({ row: { original: row } }) => (
      <Stack gap={0}>
        <Text fz="sm" fw={600}>
          {row.referredAccount}
        </Text>
        <Text fz="xs" c="dimmed">
          @{row.referredAccountUsername}
        </Text>
      </Stack>
    ),
  }),
  col.display({
    id: 'amountEarned',
    header: T.columns.amountEarned,
    cell: ({ row: { original: row } }) => (
      <Text fz="sm" fw={500} data-testid="referral-earned">
        {formatMoney(referralShare(row.amountEarned), row.currency)}
      </Text>
    ),
  }),
  col.display({
    id: 'trend',
    header: T.columns.trend,
    cell: ({ row: { original: row } }) => <Sparkline dates={row.dates} label={T.trendLabel(row.referredAccount)} />,
  }),
  col.display({
    id: 'startedEarning',
    header: T.columns.startedEarning,
    cell: ({ row: { original: row } }) => (
      <Text fz="sm" c={row.startedEarning ? undefined : 'dimmed'}>
        {row.startedEarning ? dayLabel(row.startedEarning) : T.notStarted}
      </Text>
    ),
  }),
  col.display({
    id: 'status',
    header: T.columns.status,
    cell: ({ row: { original: row } }) => (
      <Badge size="sm" variant="light" color={STATUS_COLORS[row.status]} tt="none" data-status={row.status}>
        {row.status}
      </Badge>
    ),
  }),
]);

/** The referred accounts, 10 a page (the page is in the address); an owner who referred nobody yet is told how to start. */
export function ReferralsTable({ ownerId, page, onPage }: { ownerId: string; page: number; onPage: (page: number | undefined) => void }) {
  const result = useQuery(referralsQuery(ownerId, page));
  const perPage = REFERRAL_RULES.pageSize;
  const none = result.data?.totalCount === 0;
  return (
    <ListPage footer={<ListFooter total={result.data?.totalCount} perPage={perPage} page={page} noun={T.noun} onPage={onPage} />}>
      <DataTable
        label={T.title}
        columns={COLUMNS}
        rows={result.data?.data}
        getRowId={(row) => row.referredAccountUuid}
        {...listQueryState(result, T.loadFailed)}
        emptyMessage={none ? <EmptyListMessage title={T.emptyTitle} text={T.emptyText} /> : T.noResults}
        rowAttributes={(row) => ({ 'data-testid': `referral-row-${row.referredAccountUsername}` })}
        skeletonRows={perPage}
      />
    </ListPage>
  );
}
