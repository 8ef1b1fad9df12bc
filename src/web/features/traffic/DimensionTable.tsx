import { Table, Text } from '@mantine/core';
import { TRAFFIC_TEXTS as T } from '../../../contracts/insight.messages.ts';
import type { TrafficReply } from './api.ts';

const figure = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** One dimension's top rows (referrers, campaigns, devices or promoter links): views, visitors and paid orders. */
export function DimensionTable({
  rows,
  keyLabel,
  name = (key) => key,
}: {
  rows: TrafficReply['referrers'];
  keyLabel: string;
  name?: (key: string) => string;
}) {
  if (!rows.length)
    return (
      <Text fz="sm" c="dimmed">
        {T.noRows}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{keyLabel}</Table.Th>
            <Table.Th ta="right">{T.columns.views}</Table.Th>
            <Table.Th ta="right">{T.columns.visitors}</Table.Th>
            <Table.Th ta="right">{T.columns.sales}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{name(row.key)}</Table.Td>
              <Table.Td ta="right" style={figure}>
                {row.views}
              </Table.Td>
              <Table.Td ta="right" style={figure}>
                {row.visitors}
              </Table.Td>
              <Table.Td ta="right" style={figure}>
                {row.paid}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
