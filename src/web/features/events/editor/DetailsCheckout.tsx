import { Checkbox, NumberInput, Radio, Select, SimpleGrid, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useMemo } from 'react';
import { EVENT_CHECKOUT_SETTINGS_TEXTS as T } from '../../../../contracts/events-management.messages.ts';
import { EVENT_MESSAGES } from '../../../../contracts/events.messages.ts';
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
    <Section title={T.checkout} id="checkout">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select label={T.currency} data={currencyOptions} allowDeselect={false} {...input('currency')} />
        <TextInput
          label={T.purchaseButton}
          placeholder={EVENT_MESSAGES.defaultPurchaseButton}
          maxLength={EVENT_LIMITS.purchaseButtonText}
          description={T.purchaseButtonHint}
          {...input('purchaseButtonText')}
        />
      </SimpleGrid>
      <Textarea
        label={T.checkoutBanner}
        description={T.checkoutBannerHint}
        autosize
        minRows={2}
        maxLength={EVENT_LIMITS.checkoutBannerMessage}
        {...input('checkoutBannerMessage')}
      />
      <Radio.Group label={T.attendeeInformation} {...input('collectInformationSetting')}>
        <Stack gap={6} mt={6}>
          <Radio value="each-attendee" label={T.eachAttendee} disabled={!canEdit} />
          <Radio value="only-buyer" label={T.onlyBuyer} disabled={!canEdit} />
        </Stack>
      </Radio.Group>
      <Stack gap="sm">
        <Switch label={T.privateEvent} description={T.privateEventHint} {...check('private')} />
        <Switch label={T.refunds} description={T.refundsHint} {...check('refundsAllowed')} />
        <Switch label={T.transfers} description={T.transfersHint} {...check('transferAllowed')} />
        <Switch label={T.cancellations} description={T.cancellationsHint} {...check('cancelAllowed')} />
        {form.values.cancelAllowed ? (
          <NumberInput
            label={T.cancelDeadline}
            description={T.cancelDeadlineHint}
            suffix={T.hoursSuffix}
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
    <Section title={T.donations} id="donations" description={T.donationsHint}>
      <Switch label={T.acceptDonations} {...check('donationEnabled')} />
      {form.values.donationEnabled ? (
        <>
          <TextInput
            label={T.donationTitle}
            maxLength={EVENT_LIMITS.donationTitle}
            placeholder={T.donationTitleExample}
            {...input('donationTitle')}
          />
          <Textarea
            label={T.donationDescription}
            autosize
            minRows={2}
            maxLength={EVENT_LIMITS.donationDescription}
            {...input('donationDescription')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NumberInput label={T.suggestedAmount} {...moneyProps} {...input('donationSuggestedAmount')} />
            <NumberInput label={T.maximumAmount} description={T.maximumAmountHint} {...moneyProps} {...input('donationMaximum')} />
          </SimpleGrid>
          <Checkbox label={T.includeAutomatically} {...check('donationIncludeAutomatically')} />
        </>
      ) : null}
    </Section>
  );
}

/** Details: the consent checkboxes offered at checkout. */
export function MarketingSection({ check }: Props) {
  return (
    <Section title={T.marketing} id="marketing" description={T.marketingHint}>
      <Checkbox label={T.consentOwner} {...check('marketingConsentOwner')} />
      <Checkbox label={T.consentProduct} {...check('marketingConsentProduct')} />
    </Section>
  );
}
