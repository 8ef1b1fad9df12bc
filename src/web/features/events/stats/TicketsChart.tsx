import { Table } from '@mantine/core';
import { EVENT_STATS_TEXTS as T } from '../../../../contracts/reporting.messages.ts';
import { formatMoney } from '../../../../domain/money.ts';
import type { ChartPoint } from './chart-series.ts';
import { DayBars } from './DayBars.tsx';

/** Tickets sold per day as bars, with every figure (and the gross sales, for admin access) in its hidden table. */
export function TicketsChart({ points, currency }: { points: ChartPoint[]; currency: string }) {
  const tickets = points.reduce((sum, p) => sum + p.tickets, 0);
  const money = points.some((p) => p.grossSales !== null);
  return (
    <DayBars
      bars={points.map((p) => ({ key: p.key, label: p.label, value: p.tickets }))}
      label={T.chartLabel(points.length, tickets)}
      color="var(--mantine-color-violet-6)"
      height={160}
      table={
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
      }
    />
  );
}
