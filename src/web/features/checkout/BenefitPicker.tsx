import { Group, Select, Text } from '@mantine/core';
import { IconDiscount } from '@tabler/icons-react';
import { AVAILABILITY_LABELS, MEMBER_BENEFIT_TEXTS as T } from '../../../contracts/checkout.messages.ts';
import type { MembershipDiscount } from '../../../contracts/events.ts';
import { ticketUnitPrice } from '../../../domain/checkout.ts';
import { memberPrice } from '../../../domain/memberships.ts';
import { formatMoney } from '../../../domain/money.ts';
import type { CheckoutTicket } from './selection.ts';

/** How a benefit reads in the picker: its name, and what it has left ('Benefit Exhausted' when nothing). */
function optionLabel(d: MembershipDiscount): string {
  if (!d.available) return `${d.name} · ${AVAILABILITY_LABELS.benefit_exhausted}`;
  return d.usesLeft == null ? d.name : `${d.name} · ${T.usesLeft(d.usesLeft)}`;
}

/**
 * A line's member benefit (buyer-side 9): the member picks one of the benefits that discount this ticket, or none;
 * exhausted ones show 'Benefit Exhausted' and cannot be picked. The member price is the ticket's price with it.
 */
export function BenefitPicker({
  ticket,
  options,
  chosen,
  guestFlow,
  onChange,
}: {
  ticket: CheckoutTicket;
  options: MembershipDiscount[];
  chosen: MembershipDiscount | null;
  guestFlow: boolean;
  onChange: (benefitId: string | null) => void;
}) {
  const priced = chosen
    ? memberPrice(ticketUnitPrice(ticket.price, ticket.fee), ticket.currency, chosen, { noFee: guestFlow, absorbFees: ticket.absorbFees })
    : null;
  return (
    <Group gap="sm" mt={6} align="center" wrap="wrap">
      <Select
        size="sm"
        maw={320}
        style={{ flex: '1 1 220px' }}
        leftSection={<IconDiscount size={16} />}
        aria-label={T.benefitFor(ticket.name)}
        placeholder={T.noBenefit}
        clearable
        allowDeselect
        data={options.map((d) => ({ value: d.id, label: optionLabel(d), disabled: !d.available }))}
        value={chosen?.id ?? null}
        onChange={onChange}
        comboboxProps={{ withinPortal: true }}
      />
      {priced ? (
        <Text fz="sm" fw={600} c="teal">
          {T.memberPrice(formatMoney(priced.basePrice - priced.discountAmount, ticket.currency))}
        </Text>
      ) : null}
    </Group>
  );
}
