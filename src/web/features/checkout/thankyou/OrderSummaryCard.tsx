import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { CHECKOUT_PAGE_TEXTS, ORDER_SUMMARY_TEXTS as T } from '../../../../contracts/checkout.messages.ts';
import { ORDER_SUMMARY_NAME_CUT } from '../../../../domain/checkout.ts';
import { formatMoney } from '../../../../domain/money.ts';
import { truncate } from '../../../../domain/text.ts';
import type { OrderSummary } from '../api.ts';

function Row({ label, value, strong, color }: { label: ReactNode; value: ReactNode; strong?: boolean; color?: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
      <Text fz={strong ? 'md' : 'sm'} fw={strong ? 700 : 400} c={color} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {label}
      </Text>
      <Text fz={strong ? 'md' : 'sm'} fw={strong ? 700 : 500} c={color} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * The thank-you Order summary card (buyer-side 2.8): transaction id, 'count x name' rows with their price, a
 * Donation row (1x) when there is one, Subtotal (the rows together), Discount with a minus sign when above 0,
 * Total paid, and the ticketing-by footer in the event's light or dark theme.
 */
export function OrderSummaryCard({ summary }: { summary: OrderSummary }) {
  const dark = summary.theme === 'dark';
  const money = (n: number) => formatMoney(n, summary.currency);
  const d = summary.paymentDetails;
  const muted = dark ? 'gray.4' : 'dimmed';
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="thankyou-summary-title"
      bg={dark ? 'dark.7' : undefined}
      c={dark ? 'gray.0' : undefined}
      style={dark ? { borderColor: 'var(--mantine-color-dark-4)' } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="lg" id="thankyou-summary-title">
            {CHECKOUT_PAGE_TEXTS.orderSummary}
          </Title>
          {summary.transactionId ? (
            <Text fz="xs" c={muted} style={{ overflowWrap: 'anywhere' }}>
              {T.transactionId(summary.transactionId)}
            </Text>
          ) : null}
        </Group>
        <Text fz="sm" c={muted}>
          {summary.course.name}
        </Text>
        <Stack gap={6}>
          {summary.orderItems.map((row) => (
            <Row key={row.name} label={`${row.count} x ${truncate(row.name, ORDER_SUMMARY_NAME_CUT)}`} value={money(row.totalBasePrice)} />
          ))}
          {d.donation > 0 ? <Row label={T.donationLine} value={money(d.donation)} /> : null}
        </Stack>
        <Divider color={dark ? 'dark.4' : undefined} />
        <Stack gap={6}>
          <Row label={T.subtotal} value={money(d.subtotal + d.donation)} />
          {d.discounts > 0 ? <Row label={T.discount} value={`-${money(d.discounts)}`} /> : null}
          <Row label={T.totalPaid} value={money(d.total)} strong />
        </Stack>
        <Divider color={dark ? 'dark.4' : undefined} />
        <Group gap={6} justify="center">
          <Text fz="xs" c={muted}>
            {T.ticketingBy}
          </Text>
          <Text fz="sm" fw={800} c={dark ? 'white' : 'violet.8'} style={{ letterSpacing: '-0.02em' }}>
            {T.ovation}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
