import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { ORDERS_TEXTS as O, REPORTING_TEXTS } from '../../../contracts/reporting.messages.ts';
import type { TransactionView } from '../../../contracts/reporting.ts';
import { TICKET_STATUS_LABELS } from '../../../contracts/tickets.messages.ts';
import { listColumnHelper } from '../../ui/list/columns.ts';
import { DataTable } from '../../ui/list/DataTable.tsx';
import { paymentMethodLabel } from './format.ts';
import { Money } from './Money.tsx';

type Item = TransactionView['orderItems'][number];
type Payment = TransactionView['paymentDetails'];

const col = listColumnHelper<Item>();
const text = (value: string | null) => <Text fz="sm">{value ?? REPORTING_TEXTS.notAvailable}</Text>;

/** The items' columns (accounts-and-reporting 3 Transaction): ticket, attendee, price, fee, discount, status, seat. */
function itemColumns(currency: string) {
  return col.columns([
    col.display({
      id: 'name',
      header: O.itemColumns.name,
      meta: { card: 'title' },
      cell: ({ row }) => (
        <Text fz="sm" fw={600}>
          {row.original.name}
        </Text>
      ),
    }),
    col.display({ id: 'patron', header: O.itemColumns.patron, cell: ({ row }) => text(row.original.patron) }),
    col.display({
      id: 'basePrice',
      header: O.itemColumns.basePrice,
      meta: { align: 'right' },
      cell: ({ row }) => <Money minor={row.original.basePrice} currency={currency} />,
    }),
    col.display({
      id: 'baseFee',
      header: O.itemColumns.baseFee,
      meta: { align: 'right' },
      cell: ({ row: { original: item } }) =>
        item.feeAbsorbed ? (
          // Aligned by the cell (right in the table, left on a phone's card), as the amount alone would be.
          <Stack gap={0}>
            <Money minor={item.baseFee} currency={currency} />
            <Text fz="xs" c="dimmed">
              {O.feeAbsorbed}
            </Text>
          </Stack>
        ) : (
          <Money minor={item.baseFee} currency={currency} />
        ),
    }),
    col.display({
      id: 'discount',
      header: O.itemColumns.discount,
      meta: { align: 'right' },
      cell: ({ row: { original: item } }) =>
        item.discountAmount > 0 ? (
          <Stack gap={0} align="flex-end">
            <Money minor={item.discountAmount} currency={currency} fee />
            {item.discountName ? (
              <Text fz="xs" c="dimmed">
                {item.discountName}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <Money minor={0} currency={currency} />
        ),
    }),
    col.display({
      id: 'status',
      header: O.itemColumns.status,
      meta: { card: 'corner' },
      cell: ({ row: { original: item } }) => (
        <Stack gap={0}>
          <Text fz="sm">{(TICKET_STATUS_LABELS as Record<string, string>)[item.status] ?? item.status}</Text>
          {item.transferActivity ? (
            <Text fz="xs" c="dimmed">
              {item.transferActivity}
            </Text>
          ) : null}
        </Stack>
      ),
    }),
    col.display({ id: 'seat', header: O.itemColumns.seat, cell: ({ row }) => text(row.original.seat) }),
  ]);
}

/** The order's tickets (a membership or a donation has none, and shows no table). */
export function OrderItems({ items, currency }: { items: Item[]; currency: string }) {
  const columns = useMemo(() => itemColumns(currency), [currency]);
  if (!items.length) return null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Title order={2} fz="lg" mb="sm">
        {O.items}
      </Title>
      <DataTable label={O.items} columns={columns} rows={items} getRowId={(item) => item.id} loading={false} minWidth={720} />
    </Paper>
  );
}

/** What is taken off on the way from subtotal to net carries a minus sign. */
const SUBTRACTED = new Set<keyof Payment>(['discounts', 'ovationFee', 'stripeFee', 'refundedAmount']);
const MONEY_ROWS = ['subtotal', 'discounts', 'donation', 'total', 'ovationFee', 'stripeFee', 'refundedAmount', 'netAmount'] as const;

/** Payment details (accounts-and-reporting 3 Transaction): the method, then subtotal down to the net amount. */
export function PaymentDetails({ payment, currency }: { payment: Payment; currency: string }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Title order={2} fz="lg" mb="sm">
        {O.payment}
      </Title>
      <Stack gap="xs" component="dl" m={0}>
        <Group justify="space-between" wrap="nowrap">
          <Text component="dt" fz="sm" c="dimmed">
            {O.paymentRows.paymentMethod}
          </Text>
          <Text component="dd" fz="sm" m={0}>
            {paymentMethodLabel(payment.paymentMethod)}
          </Text>
        </Group>
        {MONEY_ROWS.map((key) => (
          <Group key={key} justify="space-between" wrap="nowrap" data-testid={`payment-${key}`}>
            <Text component="dt" fz="sm" c={key === 'netAmount' ? undefined : 'dimmed'} fw={key === 'netAmount' ? 700 : undefined}>
              {O.paymentRows[key]}
            </Text>
            <Text component="dd" m={0}>
              <Money minor={payment[key]} currency={currency} fee={SUBTRACTED.has(key)} strong={key === 'netAmount' || key === 'total'} />
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
