import { Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { EVENT_STATS_TEXTS as T } from '../../../../contracts/reporting.messages.ts';
import { formatMoney } from '../../../../domain/money.ts';
import { barLayout, type ChartPoint } from './chart-series.ts';

const WIDTH = 600;
const HEIGHT = 160;

/**
 * Tickets sold per day as bars (an SVG, no chart library): its name says what it shows, each bar's title its day, and
 * a table after it, read by screen readers only, has every figure. The first and last day and the largest count
 * frame it.
 */
export function TicketsChart({ points, currency }: { points: ChartPoint[]; currency: string }) {
  const bars = barLayout(
    points.map((p) => p.tickets),
    WIDTH,
    HEIGHT,
  );
  const tickets = points.reduce((sum, p) => sum + p.tickets, 0);
  const most = Math.max(0, ...points.map((p) => p.tickets));
  const money = points.some((p) => p.grossSales !== null);
  return (
    <div>
      <Text fz="xs" c="dimmed" ta="right" aria-hidden>
        {most}
      </Text>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={T.chartLabel(points.length, tickets)}
        style={{ display: 'block', width: '100%', height: HEIGHT, borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        {bars.map((bar, i) => (
          <rect key={points[i]!.key} {...bar} rx={Math.min(3, bar.width / 4)} fill="var(--mantine-color-violet-6)">
            <title>{`${points[i]!.label}: ${points[i]!.tickets}`}</title>
          </rect>
        ))}
      </svg>
      <Group justify="space-between" mt={4} aria-hidden>
        <Text fz="xs" c="dimmed">
          {points[0]?.label}
        </Text>
        <Text fz="xs" c="dimmed">
          {points.length > 1 ? points.at(-1)!.label : null}
        </Text>
      </Group>
      <VisuallyHidden>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{T.date}</Table.Th>
              <Table.Th>{T.tickets}</Table.Th>
              {money ? <Table.Th>{T.gross}</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {points.map((p) => (
              <Table.Tr key={p.key}>
                <Table.Td>{p.label}</Table.Td>
                <Table.Td>{p.tickets}</Table.Td>
                {money ? <Table.Td>{formatMoney(p.grossSales ?? 0, currency)}</Table.Td> : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </div>
  );
}
