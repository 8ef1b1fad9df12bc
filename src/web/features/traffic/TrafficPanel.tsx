import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { TRAFFIC_TEXTS as T } from '../../../contracts/insight.messages.ts';
import { errorMessage } from '../../app/http.ts';
import { EmptyBlock } from '../../ui/EmptyBlock.tsx';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import type { TrafficRange, TrafficReply } from './api.ts';
import { DimensionTable } from './DimensionTable.tsx';
import { FunnelSteps } from './FunnelSteps.tsx';
import { RangePicker } from './RangePicker.tsx';
import { VisitorsChart } from './VisitorsChart.tsx';

const figure = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * The traffic of an event (its Stats tab) or of all an owner's events (Reporting > Traffic) over a date range:
 * views, unique visitors, paid orders and the conversion, the funnel with its rates, visitors by day, and the top
 * referrers, UTM campaigns, devices and promoter links. Its heading is `title` at `level`.
 */
export function TrafficPanel({
  title,
  level,
  traffic,
  onRange,
}: {
  title: string;
  level: 2 | 3;
  traffic: UseQueryResult<TrafficReply>;
  onRange: (range: TrafficRange) => void;
}) {
  const data = traffic.data;
  return (
    <Stack gap="md" component="section" aria-label={title}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={level} fz="lg">
            {title}
          </Title>
          {data ? (
            <Text fz="xs" c="dimmed">
              {T.zone(data.timezone)}
            </Text>
          ) : null}
        </div>
        {data ? <RangePicker shown={data} onRange={onRange} /> : null}
      </Group>
      {traffic.isError && !data ? (
        <RetryAlert message={errorMessage(traffic.error, T.loadFailed)} onRetry={() => void traffic.refetch()} />
      ) : !data ? (
        <TrafficSkeleton />
      ) : data.totals.views === 0 && data.totals.visitors === 0 ? (
        <EmptyBlock icon={<IconChartLine size={28} />} title={T.noTraffic} description={T.noTrafficText} />
      ) : (
        <TrafficFigures data={data} level={level} />
      )}
    </Stack>
  );
}

function TrafficFigures({ data, level }: { data: TrafficReply; level: 2 | 3 }) {
  const { totals } = data;
  const conversion = totals.viewed > 0 ? `${Math.round((totals.paid / totals.viewed) * 100)}%` : '–';
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Figure label={T.views}>{totals.views}</Figure>
        <Figure label={T.visitors} note={T.visitorsNote}>
          {totals.visitors}
        </Figure>
        <Figure label={T.paidOrders}>{totals.paid}</Figure>
        <Figure label={T.conversion}>{conversion}</Figure>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Block title={T.funnel} order={level + 1}>
          <FunnelSteps funnel={totals} />
        </Block>
        <Block title={T.byDay} order={level + 1}>
          <VisitorsChart days={data.days} />
        </Block>
        <Block title={T.referrers} order={level + 1}>
          <DimensionTable rows={data.referrers} keyLabel={T.columns.referrer} />
        </Block>
        <Block title={T.campaigns} order={level + 1}>
          <DimensionTable rows={data.campaigns} keyLabel={T.columns.campaign} />
        </Block>
        <Block title={T.devices} order={level + 1}>
          <DimensionTable rows={data.devices} keyLabel={T.columns.device} name={(key) => T.devicesNamed[key] ?? key} />
        </Block>
        <Block title={T.promoters} order={level + 1}>
          <DimensionTable rows={data.promoters} keyLabel={T.columns.promoter} />
        </Block>
      </SimpleGrid>
    </Stack>
  );
}

function Figure({ label, note, children }: { label: string; note?: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="xl" fw={700} mt={4} style={figure}>
        {children}
      </Text>
      {note ? (
        <Text fz="xs" c="dimmed">
          {note}
        </Text>
      ) : null}
    </Paper>
  );
}

function Block({ title, order, children }: { title: string; order: number; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} component="section" aria-label={title}>
      <Title order={order as 3 | 4} fz="sm" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function TrafficSkeleton() {
  return (
    <Stack gap="md" aria-busy>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} height={76} radius="lg" />
        ))}
      </SimpleGrid>
      <Skeleton height={220} radius="lg" />
    </Stack>
  );
}
