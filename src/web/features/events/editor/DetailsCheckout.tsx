import { Checkbox, NumberInput, Radio, Select, SimpleGrid, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useMemo } from 'react';
import { EVENT_LIMITS } from '../../../../domain/events.ts';
import { CURRENCIES, currencyInfo } from '../../../../domain/money.ts';
import type { DetailsFormValues } from './details-form.ts';
import type { EditorPartProps } from './editor-form.ts';
import { Section } from './EditorShell.tsx';

type Props = EditorPartProps<DetailsFormValues>;

/** Details: currency, the ticket button, checkout's banner, whom to ask for names, and the ticket holders' rights. */
export function CheckoutSection({ form, input, check, canEdit }: Props) {
  const currencyOptions = useMemo(() => CURRENCIES.map((c) => ({ value: c.code, label: `${c.symbol} ${c.name} (${c.code.toUpperCase()})` })), []);
  return (
    <Section title="Tickets and checkout" id="checkout">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select label="Currency" data={currencyOptions} allowDeselect={false} {...input('currency')} />
        <TextInput
          label="Purchase button text"
          placeholder="Get Tickets"
          maxLength={EVENT_LIMITS.purchaseButtonText}
          description="Shown on the event page's ticket button."
          {...input('purchaseButtonText')}
        />
      </SimpleGrid>
      <Textarea
        label="Checkout banner message"
        description="Shown at the top of checkout."
        autosize
        minRows={2}
        maxLength={EVENT_LIMITS.checkoutBannerMessage}
        {...input('checkoutBannerMessage')}
      />
      <Radio.Group label="Attendee information" {...input('collectInformationSetting')}>
        <Stack gap={6} mt={6}>
          <Radio value="each-attendee" label="Ask for the name of each attendee" disabled={!canEdit} />
          <Radio value="only-buyer" label="Ask the buyer only" disabled={!canEdit} />
        </Stack>
      </Radio.Group>
      <Stack gap="sm">
        <Switch label="Private event" description="Not listed in explore, search or profiles; anyone with the link can buy." {...check('private')} />
        <Switch label="Refunds allowed" description="Shown on the event page as the refund policy." {...check('refundsAllowed')} />
        <Switch label="Ticket transfers allowed" description="Ticket holders may transfer a ticket to someone else." {...check('transferAllowed')} />
        <Switch label="Ticket cancellations allowed" description="Ticket holders may cancel their ticket." {...check('cancelAllowed')} />
        {form.values.cancelAllowed ? (
          <NumberInput
            label="Cancellation deadline"
            description="Hours before the start after which tickets can no longer be cancelled (empty: until the start)."
            suffix=" hours"
            min={0}
            max={EVENT_LIMITS.cancelDeadlineHours}
            allowDecimal={false}
            maw={320}
            {...input('cancelDeadlineHours')}
          />
        ) : null}
      </Stack>
    </Section>
  );
}

/** Details: an optional donation at checkout, in the event's currency. */
export function DonationsSection({ form, input, check }: Props) {
  const currency = currencyInfo(form.values.currency);
  const moneyProps = { decimalScale: currency.minorUnits, fixedDecimalScale: true, min: 0, prefix: currency.symbol, thousandSeparator: ',' } as const;
  return (
    <Section title="Donations" id="donations" description="Let buyers add a donation to their order.">
      <Switch label="Accept donations at checkout" {...check('donationEnabled')} />
      {form.values.donationEnabled ? (
        <>
          <TextInput label="Donation title" maxLength={EVENT_LIMITS.donationTitle} placeholder="Support the artists" {...input('donationTitle')} />
          <Textarea
            label="Donation description"
            autosize
            minRows={2}
            maxLength={EVENT_LIMITS.donationDescription}
            {...input('donationDescription')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NumberInput label="Suggested amount" {...moneyProps} {...input('donationSuggestedAmount')} />
            <NumberInput label="Maximum amount" description="Larger donations are capped." {...moneyProps} {...input('donationMaximum')} />
          </SimpleGrid>
          <Checkbox label="Add the suggested donation to every order automatically" {...check('donationIncludeAutomatically')} />
        </>
      ) : null}
    </Section>
  );
}

/** Details: the consent checkboxes offered at checkout. */
export function MarketingSection({ check }: Props) {
  return (
    <Section title="Marketing consents" id="marketing" description="Checkboxes buyers may tick at checkout.">
      <Checkbox label="Ask buyers whether they want news from you" {...check('marketingConsentOwner')} />
      <Checkbox label="Ask buyers whether they want news from Ovation" {...check('marketingConsentProduct')} />
    </Section>
  );
}
