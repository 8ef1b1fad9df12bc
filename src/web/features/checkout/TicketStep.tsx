import { ActionIcon, Anchor, Badge, Box, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCrown, IconLockOpen, IconMinus, IconPlus } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { TICKET_CATEGORIES } from '../../../domain/tickets.ts';
import { currencyInfo, formatMoney } from '../../../domain/money.ts';
import { CHECKOUT_MESSAGES, listedPrice, priceTicket, ticketUnitPrice } from '../../../domain/checkout.ts';
import { AVAILABILITY_LABELS, TICKET_STEP_TEXTS as T } from '../../../contracts/checkout.messages.ts';
import { EVENT_MESSAGES } from '../../../contracts/events.messages.ts';
import type { MembershipDiscount } from '../../../contracts/events.ts';
import { LazyBoundary } from '../../ui/LazyBoundary.tsx';
import { benefitOptions, benefitRoom, chosenBenefit } from './benefits.ts';
import {
  customPriceError,
  customPriceOf,
  cutDescription,
  lineMax,
  lineState,
  quantityDisabledByPrice,
  type CheckoutTicket,
  type Selection,
} from './selection.ts';

// A member's benefit choice (Mantine's Select, its combobox and floating-ui) loads only where a line offers one.
const BenefitPicker = lazy(() => import('./BenefitPicker.tsx').then((m) => ({ default: m.BenefitPicker })));
/** The picker's height (Select, size sm) while its code loads. */
const PICKER_HEIGHT = 36;

const LOW_STOCK = 10;

/** The ticket list: Admission and Add on sections, each line with its availability, price and quantity. */
export function TicketSections({
  tickets,
  selection,
  guestFlow,
  discounts,
  lineErrors,
  onQuantity,
  onBenefit,
  onCustomPrice,
}: {
  tickets: CheckoutTicket[];
  selection: Selection;
  guestFlow: boolean;
  /** The viewer's member benefits for this event (none in the guest flow). */
  discounts: MembershipDiscount[];
  lineErrors: Record<string, string>;
  onQuantity: (ticket: CheckoutTicket, quantity: number) => void;
  onBenefit: (ticket: CheckoutTicket, benefitId: string | null) => void;
  onCustomPrice: (ticket: CheckoutTicket, price: number | null) => void;
}) {
  return (
    <Stack gap="xl">
      {TICKET_CATEGORIES.map((category) => {
        const lines = tickets.filter((t) => t.category === category);
        if (!lines.length) return null;
        const headingId = `checkout-section-${category.replace(/\s+/g, '-').toLowerCase()}`;
        return (
          <Stack key={category} gap="sm" component="section" aria-labelledby={headingId}>
            <Title order={2} fz="lg" id={headingId}>
              {category}
            </Title>
            {lines.map((ticket) => (
              <TicketLine
                key={ticket.id}
                ticket={ticket}
                selection={selection}
                guestFlow={guestFlow}
                benefits={
                  guestFlow
                    ? null
                    : {
                        options: benefitOptions(ticket, discounts),
                        chosen: chosenBenefit(selection, ticket, discounts),
                        room: benefitRoom(selection, ticket, tickets, discounts),
                      }
                }
                error={lineErrors[ticket.id] ?? null}
                onQuantity={onQuantity}
                onBenefit={onBenefit}
                onCustomPrice={onCustomPrice}
              />
            ))}
          </Stack>
        );
      })}
    </Stack>
  );
}

function priceText(ticket: CheckoutTicket, guestFlow: boolean): { price: string; fee: string | null } {
  if (ticket.pricingMode === 'custom_price') {
    const min = ticket.minimumPrice ?? 0;
    return { price: min > 0 ? T.from(formatMoney(ticketUnitPrice(min, ticket.fee), ticket.currency)) : T.payWhatYouWant, fee: null };
  }
  const priced = priceTicket(ticketUnitPrice(ticket.price, ticket.fee), ticket.currency, null, { noFee: guestFlow, absorbFees: ticket.absorbFees });
  if (priced.basePrice <= 0) return { price: T.free, fee: null };
  // An absorbed fee is inside the price: one price, no fee line.
  const fee = listedPrice(priced) - priced.basePrice;
  return { price: formatMoney(priced.basePrice, ticket.currency), fee: fee > 0 ? T.fee(formatMoney(fee, ticket.currency)) : null };
}

function TicketLine({
  ticket,
  selection,
  guestFlow,
  benefits,
  error,
  onQuantity,
  onBenefit,
  onCustomPrice,
}: {
  ticket: CheckoutTicket;
  selection: Selection;
  guestFlow: boolean;
  /** The line's member benefits: those offered, the one chosen, and how many tickets it still covers. */
  benefits: { options: MembershipDiscount[]; chosen: MembershipDiscount | null; room: number } | null;
  error: string | null;
  onQuantity: (ticket: CheckoutTicket, quantity: number) => void;
  onBenefit: (ticket: CheckoutTicket, benefitId: string | null) => void;
  onCustomPrice: (ticket: CheckoutTicket, price: number | null) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const state = lineState(ticket, { guestFlow });
  const stock = lineMax(ticket);
  // A chosen benefit with few uses left caps the stepper, not the line's availability.
  const max = Math.min(stock, benefits?.room ?? Infinity);
  const quantity = selection.quantities[ticket.id] ?? 0;
  const custom = ticket.pricingMode === 'custom_price';
  const customPrice = custom ? customPriceOf(selection, ticket) : null;
  const priceError = custom ? customPriceError(ticket, customPrice, ticket.currency) : null;
  const quantityOff = custom && quantityDisabledByPrice(ticket, customPrice);
  const { price, fee } = priceText(ticket, guestFlow);
  const description = cutDescription(ticket.description, expanded);
  const info = currencyInfo(ticket.currency);
  const nameId = `ticket-${ticket.id}-name`;
  const chosen = quantity > 0;
  const soldOut = ticket.availability.state === 'sold_out' || stock <= 0;

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      aria-labelledby={nameId}
      component="article"
      style={{
        borderColor: chosen ? 'var(--mantine-color-violet-5)' : undefined,
        boxShadow: chosen ? '0 0 0 1px var(--mantine-color-violet-5)' : undefined,
        // A line that cannot be chosen says so in its label ('Sold out'); it is not faded, which took its texts
        // under 4.5:1.
        background: state.selectable ? undefined : 'var(--mantine-color-gray-0)',
      }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            <Text fw={600} id={nameId} style={{ overflowWrap: 'anywhere' }}>
              {ticket.name}
            </Text>
            {ticket.secret ? (
              <Badge size="sm" variant="light" color="teal" leftSection={<IconLockOpen size={12} />}>
                {T.unlocked}
              </Badge>
            ) : null}
            {ticket.visibilityScope === 'member' ? (
              <Badge size="sm" variant="light" color="grape" leftSection={<IconCrown size={12} />}>
                {T.membersOnly}
              </Badge>
            ) : null}
          </Group>
          <Group gap={6} wrap="wrap">
            <Text fw={600} fz="sm">
              {price}
            </Text>
            {fee ? (
              <Text fz="xs" c="dimmed">
                {fee}
              </Text>
            ) : null}
          </Group>
          {ticket.admissionNote ? (
            <Text fz="sm" fw={500} c="teal">
              {ticket.admissionNote}
            </Text>
          ) : null}
          {description.text ? (
            <Text fz="sm" c="dimmed" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {description.text}{' '}
              {description.cut ? (
                <Anchor component="button" type="button" fz="sm" onClick={() => setExpanded((v) => !v)} aria-expanded={expanded}>
                  {expanded ? EVENT_MESSAGES.seeLess : EVENT_MESSAGES.seeMore}
                </Anchor>
              ) : null}
            </Text>
          ) : null}
          {state.selectable && stock > 0 && stock <= LOW_STOCK && ticket.quantity <= LOW_STOCK ? (
            <Text fz="xs" c="orange" fw={500}>
              {CHECKOUT_MESSAGES.notEnoughLeft(ticket.quantity)}
            </Text>
          ) : null}
          {custom && state.selectable ? (
            <NumberInput
              mt={6}
              maw={220}
              label={T.yourPrice}
              description={ticket.minimumPrice ? undefined : T.chooseWhatYouPay}
              leftSection={<Text fz="sm">{info.symbol}</Text>}
              leftSectionWidth={Math.max(32, info.symbol.length * 10 + 16)}
              min={0}
              decimalScale={info.minorUnits}
              fixedDecimalScale={false}
              allowNegative={false}
              thousandSeparator=","
              value={customPrice == null ? '' : customPrice / 10 ** info.minorUnits}
              onChange={(v) => {
                const n = typeof v === 'number' ? v : v === '' ? null : Number(v);
                onCustomPrice(ticket, n == null || !Number.isFinite(n) ? null : Math.round(n * 10 ** info.minorUnits));
              }}
              error={priceError}
              aria-label={T.yourPriceFor(ticket.name)}
            />
          ) : null}
          {error ? (
            <Text fz="sm" c="red" role="alert">
              {error}
            </Text>
          ) : null}
        </Stack>
        <Box style={{ flex: '0 0 auto' }}>
          {state.selectable && stock > 0 ? (
            <QuantityStepper name={ticket.name} value={quantity} max={max} disabled={quantityOff} onChange={(q) => onQuantity(ticket, q)} />
          ) : (
            // A status: 'Sold out' (and its siblings) is read out when a line turns unavailable while the page is open.
            <Text
              role="status"
              fz="xs"
              fw={700}
              ta="right"
              maw={150}
              px={8}
              py={4}
              c={soldOut ? 'red' : 'gray.7'}
              bg={soldOut ? 'red.0' : 'gray.1'}
              style={{ borderRadius: 6, lineHeight: 1.35 }}
            >
              {state.label ?? AVAILABILITY_LABELS.sold_out}
            </Text>
          )}
        </Box>
      </Group>
      {/* Under the whole row, not beside the stepper: at 375 px that column cut 'No member benefit'. */}
      {benefits?.options.length && state.selectable ? (
        <LazyBoundary fallback={<Box h={PICKER_HEIGHT} mt={6} />}>
          <BenefitPicker
            ticket={ticket}
            options={benefits.options}
            chosen={benefits.chosen}
            guestFlow={guestFlow}
            onChange={(id) => onBenefit(ticket, id)}
          />
        </LazyBoundary>
      ) : null}
    </Paper>
  );
}

/** − n + with labelled buttons; the count is announced. */
function QuantityStepper({
  name,
  value,
  max,
  disabled,
  onChange,
}: {
  name: string;
  value: number;
  max: number;
  disabled: boolean;
  onChange: (q: number) => void;
}) {
  return (
    <Group gap={6} wrap="nowrap" role="group" aria-label={T.quantityOf(name)}>
      <ActionIcon
        variant="default"
        size={36}
        radius="xl"
        aria-label={T.removeOne(name)}
        disabled={disabled || value <= 0}
        onClick={() => onChange(Math.max(0, value - 1))}
      >
        <IconMinus size={16} />
      </ActionIcon>
      <Text w={28} ta="center" fw={700} aria-live="polite" aria-label={T.selected(value)} data-testid="ticket-quantity">
        {value}
      </Text>
      <ActionIcon
        variant={value > 0 ? 'filled' : 'light'}
        size={36}
        radius="xl"
        aria-label={T.addOne(name)}
        disabled={disabled || value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <IconPlus size={16} />
      </ActionIcon>
    </Group>
  );
}
