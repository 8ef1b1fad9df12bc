import { Box, Divider, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { CHECKOUT_PAGE_TEXTS, ORDER_SUMMARY_TEXTS as T } from '../../../contracts/checkout.messages.ts';
import { CHECKOUT_MESSAGES, MOBILE_SUMMARY_EXTRA_PX, ORDER_SUMMARY_NAME_CUT } from '../../../domain/checkout.ts';
import { currencyInfo, formatMoney } from '../../../domain/money.ts';
import { truncate } from '../../../domain/text.ts';
import type { SummaryEstimate } from './selection.ts';

function Row({ label, value, strong, dimmed, title }: { label: ReactNode; value: ReactNode; strong?: boolean; dimmed?: boolean; title?: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
      <Text
        fz={strong ? 'md' : 'sm'}
        fw={strong ? 700 : 400}
        c={dimmed ? 'dimmed' : undefined}
        title={title}
        style={{ minWidth: 0, overflowWrap: 'anywhere' }}
      >
        {label}
      </Text>
      <Text fz={strong ? 'md' : 'sm'} fw={strong ? 700 : 500} c={dimmed ? 'dimmed' : undefined} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/** The order summary (buyer-side 2.7): 'count x name' rows (names cut at 43), fees, discount, donation, total. */
export function OrderSummaryLines({ summary }: { summary: SummaryEstimate }) {
  const money = (n: number) => formatMoney(n, summary.currency);
  if (!summary.lines.length && summary.donation <= 0) {
    return (
      <Text fz="sm" c="dimmed" py="xs">
        {CHECKOUT_MESSAGES.noTicketChosen}
      </Text>
    );
  }
  return (
    <Stack gap={8}>
      {summary.lines.map((line) => (
        <Row
          key={line.ticketId}
          label={`${line.count} x ${truncate(line.name, ORDER_SUMMARY_NAME_CUT)}`}
          title={line.name}
          value={money(line.amount)}
        />
      ))}
      {summary.fees > 0 ? <Row label={T.fees} value={money(summary.fees)} dimmed /> : null}
      {summary.discount > 0 ? <Row label={T.discount} value={`-${money(summary.discount)}`} /> : null}
      {summary.donation > 0 ? <Row label={T.donation} value={money(summary.donation)} /> : null}
      <Divider my={4} />
      <Row label={T.total} value={money(summary.total)} strong />
    </Stack>
  );
}

/**
 * The mobile summary bar (buyer-side 2.7): the currency symbol and total with a toggle; the expanded summary is
 * as tall as the screen less the bar's height plus 80 px, so the top of the page stays in view.
 */
export function MobileSummaryBar({
  summary,
  open,
  onToggle,
  action,
}: {
  summary: SummaryEstimate;
  open: boolean;
  onToggle: () => void;
  action: ReactNode;
}) {
  const { ref, height } = useElementSize();
  const barHeight = Math.round(height) + 24;
  // The page ends above the bar, so the footer's last line is not hidden under it.
  useEffect(() => {
    const previous = document.body.style.paddingBottom;
    document.body.style.paddingBottom = `${barHeight}px`;
    return () => {
      document.body.style.paddingBottom = previous;
    };
  }, [barHeight]);
  const symbol = currencyInfo(summary.currency).symbol;
  const amount = formatMoney(summary.total, summary.currency).replace(symbol, '');
  return (
    <>
      {open ? (
        <Box
          id="checkout-mobile-summary"
          role="region"
          aria-label={CHECKOUT_PAGE_TEXTS.orderSummary}
          pos="fixed"
          left={0}
          right={0}
          bottom={barHeight}
          bg="var(--mantine-color-body)"
          p="md"
          style={{
            zIndex: 190,
            height: `calc(100dvh - ${barHeight + MOBILE_SUMMARY_EXTRA_PX}px)`,
            overflowY: 'auto',
            borderTop: '1px solid var(--mantine-color-gray-3)',
            borderRadius: '16px 16px 0 0',
            boxShadow: '0 -8px 24px rgba(0,0,0,0.12)',
          }}
        >
          <Text fw={700} mb="sm">
            {CHECKOUT_PAGE_TEXTS.orderSummary}
          </Text>
          <OrderSummaryLines summary={summary} />
        </Box>
      ) : null}
      <Box
        pos="fixed"
        left={0}
        right={0}
        bottom={0}
        bg="var(--mantine-color-body)"
        px="md"
        py={12}
        style={{ zIndex: 200, borderTop: '1px solid var(--mantine-color-gray-3)', boxShadow: '0 -2px 12px rgba(0,0,0,0.06)' }}
      >
        <Group ref={ref} justify="space-between" wrap="nowrap" gap="sm">
          <UnstyledButton onClick={onToggle} aria-expanded={open} aria-controls="checkout-mobile-summary" style={{ minWidth: 0 }}>
            {/* Named by its content, what it does then the total it shows (an aria-label would hide the total: WCAG 2.5.3). */}
            <VisuallyHidden>{open ? T.hide : T.show}</VisuallyHidden>
            <Group gap={6} wrap="nowrap">
              <Stack gap={0}>
                <Text fz="xs" c="dimmed" lh={1.2}>
                  {T.total}
                </Text>
                <Text fw={800} fz="lg" lh={1.2} style={{ whiteSpace: 'nowrap' }}>
                  <span>{symbol}</span>
                  {amount}
                </Text>
              </Stack>
              {open ? <IconChevronDown size={18} /> : <IconChevronUp size={18} />}
            </Group>
          </UnstyledButton>
          <Box style={{ flex: '0 1 auto', minWidth: 0 }}>{action}</Box>
        </Group>
      </Box>
    </>
  );
}
