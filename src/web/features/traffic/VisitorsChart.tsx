import { Table } from '@mantine/core';
import { TRAFFIC_TEXTS as T } from '../../../contracts/insight.messages.ts';
import { timeLabel } from '../../../domain/reporting.ts';
import { DayBars } from '../events/index.ts';
import type { TrafficReply } from './api.ts';

/** Unique visitors per day as bars, with every day's whole funnel in its hidden table (the bars' alternative). */
export function VisitorsChart({ days }: { days: TrafficReply['days'] }) {
  const visitors = days.reduce((sum, d) => sum + d.visitors, 0);
  return (
    <DayBars
      bars={days.map((d) => ({ key: d.day, label: timeLabel('date', d.day), value: d.visitors }))}
      label={T.chartLabel(days.length, visitors)}
      color="var(--mantine-color-teal-6)"
      height={140}
      table={
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{T.day}</Table.Th>
              <Table.Th>{T.views}</Table.Th>
              <Table.Th>{T.visitors}</Table.Th>
              <Table.Th>{T.steps.selected}</Table.Th>
              <Table.Th>{T.steps.checkout}</Table.Th>
              <Table.Th>{T.steps.paid}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {days.map((d) => (
              <Table.Tr key={d.day}>
                <Table.Td>{timeLabel('date', d.day)}</Table.Td>
                <Table.Td>{d.views}</Table.Td>
                <Table.Td>{d.visitors}</Table.Td>
                <Table.Td>{d.selected}</Table.Td>
                <Table.Td>{d.checkout}</Table.Td>
                <Table.Td>{d.paid}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      }
    />
  );
}
