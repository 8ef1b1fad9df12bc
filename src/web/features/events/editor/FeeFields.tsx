import { Stack, Switch, Text } from '@mantine/core';
import { TICKET_TYPES_TEXTS as T } from '../../../../contracts/events-management.messages.ts';
import { listedPrice, organizerEarns, priceTicket, ticketUnitPrice } from '../../../../domain/checkout.ts';
import { formatMoney } from '../../../../domain/money.ts';
import { toMinorUnits } from '../format.ts';
import type { EditorPartProps } from './editor-form.ts';
import type { TicketForm, TicketsFormValues } from './tickets-form.ts';

/**
 * Who pays the Ovation fee on a ticket type: passed on (added to the price) or absorbed (inside it), with what a buyer
 * pays and the organizer receives for one ticket at its listed price, priced as the checkout prices it.
 */
export function FeeFields({
  t,
  index,
  currency,
  form,
  canEdit,
}: Pick<EditorPartProps<TicketsFormValues>, 'form' | 'canEdit'> & { t: TicketForm; index: number; currency: string }) {
  const price = toMinorUnits(t.pricingMode === 'fixed' ? t.price : t.suggestedPrice || t.minimumPrice, currency) ?? 0;
  const priced = priceTicket(ticketUnitPrice(price, toMinorUnits(t.fee, currency) ?? 0), currency, null, { absorbFees: t.absorbFees });
  const fee = listedPrice(priced) - priced.basePrice;
  const money = (minor: number) => formatMoney(minor, currency);
  return (
    <Stack gap={4}>
      <Switch
        label={T.absorbFees}
        description={T.absorbFeesHint}
        {...form.getInputProps(`ticketTypes.${index}.absorbFees`, { type: 'checkbox' })}
        disabled={!canEdit}
      />
      {priced.basePrice > 0 ? (
        <Text fz="sm" c="dimmed" data-testid="fee-preview">
          {T.feePreview(money(priced.basePrice), fee > 0 ? money(fee) : null, money(organizerEarns(priced)))}
        </Text>
      ) : null}
    </Stack>
  );
}
