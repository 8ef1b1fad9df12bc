import { Box, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { WeekFigures } from '../../../contracts/admin.ts';
import { ADMIN_FIGURES_TEXTS as T } from '../../../contracts/admin.messages.ts';
import { formatMoney } from '../../../domain/money.ts';
import { errorMessage } from '../../app/http.ts';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { figuresQuery } from './api.ts';
import { ConsoleSection } from './ConsoleSection.tsx';
import { figuresRange } from './figures-range.ts';

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** Amounts per currency, one line each. */
function PerCurrency({ week, pick }: { week: WeekFigures; pick: 'gmv' | 'fees' }) {
  if (!week.money.length) {
    return (
      <Text fz="sm" c="dimmed">
        {T.noMoney}
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      {week.money.map((m) => (
        <Text key={m.currency} fz="sm" style={numeric}>
          {formatMoney(m[pick], m.currency)}
        </Text>
      ))}
    </Stack>
  );
}

/** Orders per week as bars: cheap, readable, and the table beside it carries the numbers for screen readers. */
function OrdersChart({ weeks }: { weeks: WeekFigures[] }) {
  const max = Math.max(1, ...weeks.map((w) => w.orders));
  return (
    <Box aria-hidden="true">
      <Text fz="sm" fw={600} mb={4}>
        {T.chart}
      </Text>
      <Group gap={2} align="flex-end" h={80} wrap="nowrap" data-testid="admin-figures-chart">
        {weeks.map((w) => (
          <Box
            key={w.week}
            title={`${w.week}: ${w.orders}`}
            style={{ flex: 1, minWidth: 2 }}
            h={`${Math.max(2, (w.orders / max) * 100)}%`}
            bg="violet.5"
          />
        ))}
      </Group>
    </Box>
  );
}

/** Platform figures by ISO week: GMV and fees per currency, orders, active organizers, new sign-ups. */
export function FiguresPanel({ from, to, onRange }: { from?: string; to?: string; onRange: (range: { from?: string; to?: string }) => void }) {
  const range = figuresRange(from, to);
  const result = useQuery(figuresQuery(range.from, range.to));
  const weeks = result.data?.weeks;
  const quiet = weeks?.every((w) => !w.orders && !w.newSignups);
  return (
    <ConsoleSection heading={T.heading} intro={T.intro}>
      <Stack gap="md">
        <Group gap="sm" wrap="wrap">
          <TextInput
            type="date"
            label={T.from}
            value={range.from}
            max={range.to}
            onChange={(e) => onRange({ from: e.currentTarget.value || undefined, to })}
          />
          <TextInput
            type="date"
            label={T.to}
            value={range.to}
            min={range.from}
            onChange={(e) => onRange({ from, to: e.currentTarget.value || undefined })}
          />
        </Group>
        {result.isError ? <RetryAlert message={errorMessage(result.error, T.failed)} onRetry={() => void result.refetch()} /> : null}
        {quiet ? (
          <Text c="dimmed" fz="sm" role="status">
            {T.none}
          </Text>
        ) : null}
        {weeks && !quiet ? <OrdersChart weeks={weeks} /> : null}
        {weeks ? (
          <Table.ScrollContainer minWidth={640}>
            <Table striped aria-label={T.table} style={{ opacity: result.isPlaceholderData ? 0.6 : 1 }}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{T.columns.week}</Table.Th>
                  <Table.Th scope="col">{T.columns.gmv}</Table.Th>
                  <Table.Th scope="col">{T.columns.orders}</Table.Th>
                  <Table.Th scope="col">{T.columns.fees}</Table.Th>
                  <Table.Th scope="col">{T.columns.organizers}</Table.Th>
                  <Table.Th scope="col">{T.columns.signups}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {[...weeks].reverse().map((w) => (
                  <Table.Tr key={w.week} data-testid="admin-figures-week">
                    <Table.Th scope="row" fw={500} style={{ whiteSpace: 'nowrap' }}>
                      {T.weekOf(w.week, w.start)}
                    </Table.Th>
                    <Table.Td>
                      <PerCurrency week={w} pick="gmv" />
                    </Table.Td>
                    <Table.Td style={numeric}>{w.orders}</Table.Td>
                    <Table.Td>
                      <PerCurrency week={w} pick="fees" />
                    </Table.Td>
                    <Table.Td style={numeric}>{w.activeOrganizers}</Table.Td>
                    <Table.Td style={numeric}>{w.newSignups}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
    </ConsoleSection>
  );
}
