import { Alert, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconChartBar, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EVENT_STATS_TEXTS as T } from '../../../../contracts/reporting.messages.ts';
import { formatMoney } from '../../../../domain/money.ts';
import { errorMessage } from '../../../app/http.ts';
import { EmptyBlock } from '../../../ui/EmptyBlock.tsx';
import { EventTraffic } from '../../traffic/index.ts';
import { RetryAlert } from '../../../ui/RetryAlert.tsx';
import { useEventStats, type EventStats } from './api.ts';
import { chartSeries } from './chart-series.ts';
import { TicketsChart } from './TicketsChart.tsx';

const figure = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * The event's Stats tab (/management/courses/:eventId/stats): its sales, then its traffic (views, visitors, the funnel,
 * where visitors came from: docs/decisions/analytics.md 'Organizer insight').
 */
export function EventStatsPage({ eventId }: { eventId: string }) {
  return (
    <Stack gap="xl">
      <EventSales eventId={eventId} />
      <EventTraffic eventId={eventId} />
    </Stack>
  );
}

/**
 * The event's sales: totals, tickets sold per day and sales by ticket type, from the same ledger as Reporting.
 * Door-with-stats access sees the counts and why the money is not shown.
 */
function EventSales({ eventId }: { eventId: string }) {
  const stats = useEventStats(eventId);
  if (stats.isPending) return <StatsSkeleton />;
  if (stats.isError) return <RetryAlert message={errorMessage(stats.error, T.loadFailed)} onRetry={() => void stats.refetch()} />;
  const { data } = stats;
  const money = (minor: number | null) => (minor === null ? null : formatMoney(minor, data.currency));
  return (
    <Stack gap="lg">
      {data.salesVisible ? null : (
        <Alert color="gray" variant="light" icon={<IconLock size={18} />}>
          {T.salesHidden}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, sm: data.salesVisible ? 4 : 2 }} spacing="sm">
        <Total label={T.tickets} testId="stats-total-sold">
          {data.totals.tickets}
        </Total>
        <Total label={T.orders}>{data.totals.orders}</Total>
        {data.salesVisible ? (
          <>
            <Total label={T.gross}>{money(data.totals.grossSales)}</Total>
            <Total label={T.net}>{money(data.totals.netSales)}</Total>
          </>
        ) : null}
      </SimpleGrid>
      <Section title={T.salesOverTime}>
        {data.byDay.length ? (
          <TicketsChart points={chartSeries(data.byDay)} currency={data.currency} />
        ) : (
          <EmptyBlock withBorder={false} icon={<IconChartBar size={28} />} title={T.noSales} description={T.noSalesText} />
        )}
      </Section>
      <Section title={T.byTicketType}>
        <TicketTypes data={data} money={money} />
      </Section>
    </Stack>
  );
}

function Total({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="xl" fw={700} mt={4} style={figure} data-testid={testId}>
        {children}
      </Text>
    </Paper>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} component="section" aria-label={title}>
      <Title order={3} fz="md" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function TicketTypes({ data, money }: { data: EventStats; money: (minor: number | null) => string | null }) {
  const { columns } = T;
  return (
    <Table.ScrollContainer minWidth={data.salesVisible ? 320 : 0}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{columns.name}</Table.Th>
            <Table.Th ta="right">{columns.sold}</Table.Th>
            {data.salesVisible ? (
              <>
                <Table.Th ta="right">{columns.gross}</Table.Th>
                <Table.Th ta="right">{columns.refunds}</Table.Th>
              </>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.byTicketType.map((type) => (
            <Table.Tr key={type.ticketTypeId}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{type.name}</Table.Td>
              <Table.Td ta="right" style={figure}>
                {type.sold}
              </Table.Td>
              {data.salesVisible ? (
                <>
                  <Table.Td ta="right" style={figure}>
                    {money(type.grossSales)}
                  </Table.Td>
                  <Table.Td ta="right" style={figure}>
                    {money(type.refunds)}
                  </Table.Td>
                </>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function StatsSkeleton() {
  return (
    <Stack gap="lg" aria-busy>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} height={76} radius="lg" />
        ))}
      </SimpleGrid>
      <Skeleton height={240} radius="lg" />
      <Skeleton height={160} radius="lg" />
    </Stack>
  );
}
