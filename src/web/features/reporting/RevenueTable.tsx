import { ActionIcon, Group, Paper, Stack, Table, Text, Title, Tooltip, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconInfoCircle } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import {
  REPORTING_LIMITS,
  REPORTING_PAGE_TEXTS as P,
  REPORTING_TEXTS,
  REVENUE_COLUMNS,
  REVENUE_TEXTS as R,
  type RevenueColumn,
  type RevenueDimension,
} from '../../../contracts/reporting.messages.ts';
import type { RevenueFigures } from '../../../contracts/reporting.ts';
import { AnchorLink } from '../../ui/links.tsx';
import { LIST_TEXTS } from '../../ui/list/texts.ts';
import type { RevenueItem, RevenueReply } from './api.ts';
import { cut } from './format.ts';
import { Money } from './Money.tsx';

/** The fee columns, shown with a minus sign (accounts-and-reporting 2.3). */
const FEES: ReadonlySet<RevenueColumn> = new Set<RevenueColumn>(['stripeFees', 'ovationFees']);

/** The name column stays in view while a phone scrolls the figures sideways. */
const STICKY: CSSProperties = { position: 'sticky', left: 0, zIndex: 1, background: 'var(--mantine-color-body)' };

/** Net sales with the spec's tooltip, which a keyboard reaches through the info button. */
function NetSalesHeader() {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {R.columns.netSales}
      <Tooltip label={R.netSalesTooltip} multiline w={260} withArrow events={{ hover: true, focus: true, touch: true }}>
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={R.netSalesTooltip}>
          <IconInfoCircle size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** The eight money headers, in the spec's order. */
function FigureHeaders() {
  return REVENUE_COLUMNS.map((column) => (
    <Table.Th key={column} style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
      {column === 'netSales' ? <NetSalesHeader /> : R.columns[column]}
    </Table.Th>
  ));
}

/** One row's eight amounts (a total's in bold). */
function FigureCells({ figures, currency, strong = false }: { figures: RevenueFigures; currency: string; strong?: boolean }) {
  return REVENUE_COLUMNS.map((column) => (
    <Table.Td key={column} ta="right">
      <Money minor={figures[column]} currency={currency} fee={FEES.has(column)} strong={strong} />
    </Table.Td>
  ));
}

/** A row's name, cut at 30 (the whole name on hover); an event links to its Stats, a patron to their page. */
function DimensionCell({ item, dimension, username }: { item: RevenueItem; dimension: RevenueDimension; username: string }) {
  const { shown: name, title } = cut(item.dimension, REPORTING_LIMITS.truncate.revenueName);
  if (dimension === 'course_id' && item.dimensionId) {
    return (
      <AnchorLink to="/management/courses/$eventId/stats" params={{ eventId: item.dimensionId }} fz="sm" title={title}>
        {name}
      </AnchorLink>
    );
  }
  if (dimension === 'attendee_id' && item.dimensionId) {
    return (
      <AnchorLink to="/manage/$username/reporting/patrons/$id" params={{ username, id: item.dimensionId }} fz="sm" title={title}>
        {name}
      </AnchorLink>
    );
  }
  return (
    <Text fz="sm" title={title} style={{ whiteSpace: 'nowrap' }}>
      {name}
    </Text>
  );
}

/** The dimension's header: a button that flips the order (the address keeps it), with aria-sort on the cell. */
function DimensionHeader({ dimension, descending, onFlip }: { dimension: RevenueDimension; descending: boolean; onFlip: () => void }) {
  const label = R.dimensions[dimension];
  const Icon = descending ? IconArrowDown : IconArrowUp;
  return (
    <Table.Th aria-sort={descending ? 'descending' : 'ascending'} style={STICKY}>
      <UnstyledButton onClick={onFlip} aria-label={LIST_TEXTS.sortBy(label)} fw={600} fz="sm">
        <Group gap={4} wrap="nowrap">
          {label}
          <Icon size={14} aria-hidden color="var(--mantine-color-violet-7)" />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * Revenue by one dimension (accounts-and-reporting 2.3): a row per month, date, year, event, category or patron with
 * the eight money columns, and the total. Wide: a phone scrolls it sideways with the names kept in view.
 */
export function RevenueTable({ reply, username, stale, onFlip }: { reply: RevenueReply; username: string; stale: boolean; onFlip: () => void }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
      <Table.ScrollContainer minWidth={1080}>
        <Table
          verticalSpacing="sm"
          highlightOnHover
          aria-label={REPORTING_TEXTS.tabs.revenue}
          aria-busy={stale || undefined}
          style={{ opacity: stale ? 0.6 : 1 }}
        >
          <Table.Thead>
            <Table.Tr>
              <DimensionHeader dimension={reply.dimension} descending={reply.order === 'dimension_desc'} onFlip={onFlip} />
              <FigureHeaders />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {reply.items.map((item) => (
              <Table.Tr key={`${item.key}:${item.dimensionId ?? ''}`} data-testid="revenue-row" data-key={item.key}>
                <Table.Td style={STICKY}>
                  <DimensionCell item={item} dimension={reply.dimension} username={username} />
                </Table.Td>
                <FigureCells figures={item} currency={reply.currency} />
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr data-testid="revenue-total">
              <Table.Th style={STICKY}>{R.total}</Table.Th>
              <FigureCells figures={reply.total} currency={reply.currency} strong />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** Orders paid in another currency than the account's: their totals apart, one row per currency, never summed in. */
export function OtherCurrencies({ totals }: { totals: RevenueReply['otherCurrencies'] }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
      <Stack gap={4} mb="sm">
        <Title order={2} fz="lg">
          {R.otherCurrencies}
        </Title>
        <Text fz="sm" c="dimmed">
          {R.otherCurrenciesText}
        </Text>
      </Stack>
      <Table.ScrollContainer minWidth={1080}>
        <Table verticalSpacing="sm" aria-label={R.otherCurrencies}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th style={STICKY}>{P.currency}</Table.Th>
              <FigureHeaders />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {totals.map((row) => (
              <Table.Tr key={row.currency} data-testid={`revenue-currency-${row.currency}`}>
                <Table.Td style={STICKY}>
                  <Text fz="sm" fw={600}>
                    {row.currency.toUpperCase()}
                  </Text>
                </Table.Td>
                <FigureCells figures={row} currency={row.currency} />
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
