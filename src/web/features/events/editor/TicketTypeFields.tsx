import { Box, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { SegmentedField } from '../../../ui/form/SegmentedField.tsx';
import { EVENT_EDITOR_TEXTS as E, LISTS_PER_TICKET_TYPE, TICKET_TYPES_TEXTS as T } from '../../../../contracts/events-management.messages.ts';
import { TICKET_SEATS_TEXTS } from '../../../../contracts/event-seating.messages.ts';
import { currencyInfo } from '../../../../domain/money.ts';
import { TICKET_CATEGORIES, TICKET_LIMITS, VISIBILITY_SCOPES } from '../../../../domain/tickets.ts';
import type { EditorPartProps } from './editor-form.ts';
import { FeeFields } from './FeeFields.tsx';
import type { ManagedOccurrence } from '../../../../contracts/events-management.ts';
import { PassFields } from './PassFields.tsx';
import {
  ATTENDANCE_LABELS,
  VISIBILITY_LABELS,
  seatCategoryOptions,
  tierOptions,
  type ListChoice,
  type TicketForm,
  type TicketsFormValues,
  type TierChoice,
} from './tickets-form.ts';

/**
 * For every picker of the card: one opened while the card is still unfolding sits in a clipped box for a moment, and
 * Mantine hid its dropdown as out of sight and did not show it again once the card had opened.
 */
const SHOW_WHILE_UNFOLDING = { hideDetached: false } as const;

/** The fields of one ticket type (inside its card): name, price, quantity, sales window, visibility, code, tier, lists, seat categories. */
export function TicketTypeFields({
  t,
  index,
  currency,
  tiers,
  lists,
  seatCategories,
  dates,
  form,
  input,
  canEdit,
}: Omit<EditorPartProps<TicketsFormValues>, 'check'> & {
  t: TicketForm;
  index: number;
  currency: string;
  /** The owner's tiers for a members-only ticket; `failed` when they could not be read. */
  tiers: { list: TierChoice[]; failed: boolean };
  /** The owner's private access lists for a list ticket; `failed` when they could not be read. */
  lists: { list: ListChoice[]; failed: boolean };
  /** The categories of the event's seat chart; null when the event has none (no field). */
  seatCategories: { list: readonly { key: string; name: string }[]; failed: boolean } | null;
  /** The event's dates, for a pass's. */
  dates: readonly ManagedOccurrence[];
}) {
  const at = (f: string) => `ticketTypes.${index}.${f}`;
  const c = currencyInfo(currency);
  const moneyProps = { decimalScale: c.minorUnits, fixedDecimalScale: true, min: 0, prefix: c.symbol, thousandSeparator: ',' } as const;
  return (
    <Stack gap="md" p="md" pt="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <TextInput
        id={`ticket-${t.key}-name`}
        label={E.name}
        required
        maxLength={TICKET_LIMITS.name}
        placeholder={T.namePlaceholder}
        {...input(at('name'))}
      />
      <Textarea label={E.description} autosize minRows={2} maxLength={TICKET_LIMITS.description} {...input(at('description'))} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <SegmentedField label={E.category} fullWidth data={TICKET_CATEGORIES.map((v) => ({ value: v, label: v }))} {...input(at('category'))} />
        <SegmentedField
          label={T.attendance}
          fullWidth
          data={[
            { value: 'in_person', label: ATTENDANCE_LABELS.in_person },
            { value: 'online', label: ATTENDANCE_LABELS.online },
          ]}
          {...input(at('attendanceType'))}
        />
      </SimpleGrid>
      <SegmentedField
        label={T.pricing}
        data={[
          { value: 'fixed', label: T.fixedPrice },
          { value: 'custom_price', label: T.payWhatYouWant },
        ]}
        {...input(at('pricingMode'))}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {t.pricingMode === 'fixed' ? (
          <NumberInput label={T.price} description={T.priceHint} required {...moneyProps} {...input(at('price'))} />
        ) : (
          <>
            <NumberInput label={T.minimumPrice} description={T.minimumPriceHint} {...moneyProps} {...input(at('minimumPrice'))} />
            <NumberInput label={T.suggestedPrice} {...moneyProps} {...input(at('suggestedPrice'))} />
          </>
        )}
        <NumberInput label={T.fee} description={T.feeHint} {...moneyProps} {...input(at('fee'))} />
      </SimpleGrid>
      <FeeFields t={t} index={index} currency={currency} form={form} canEdit={canEdit} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <NumberInput
          label={T.quantity}
          description={T.quantityHint}
          required
          min={0}
          max={TICKET_LIMITS.quantity}
          allowDecimal={false}
          thousandSeparator=","
          {...input(at('quantity'))}
        />
        <NumberInput label={T.maxPerOrder} min={1} max={TICKET_LIMITS.maxPerOrder} allowDecimal={false} {...input(at('maxPerOrder'))} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={T.salesStart} description={T.salesStartHint} type="datetime-local" {...input(at('startsSalesAt'))} />
        <TextInput label={T.salesEnd} description={T.salesEndHint} type="datetime-local" {...input(at('endsSalesAt'))} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Select
          label={T.visibility}
          data={VISIBILITY_SCOPES.map((v) => ({ value: v, label: VISIBILITY_LABELS[v] }))}
          allowDeselect={false}
          comboboxProps={SHOW_WHILE_UNFOLDING}
          {...input(at('visibilityScope'))}
        />
        {t.visibilityScope === 'secret' ? (
          <>
            <TextInput
              label={VISIBILITY_LABELS.secret}
              description={T.codeHint}
              required
              maxLength={TICKET_LIMITS.code}
              styles={{ input: { textTransform: 'uppercase' } }}
              {...input(at('code'))}
            />
            <NumberInput label={T.usesPerCode} description={T.usesPerCodeHint} min={1} allowDecimal={false} {...input(at('quantityPerCode'))} />
          </>
        ) : null}
        {t.visibilityScope === 'member' ? (
          <Select
            label={T.membershipTier}
            description={tiers.failed ? T.tiersUnavailable : tiers.list.length ? T.membershipTierHint : T.noTiers}
            placeholder={T.chooseTier}
            required
            allowDeselect={false}
            comboboxProps={SHOW_WHILE_UNFOLDING}
            data={tierOptions(tiers.list, t.membershipTierId)}
            {...input(at('membershipTierId'))}
          />
        ) : null}
        {t.visibilityScope === 'list' ? (
          <NumberInput label={T.perCode} description={T.perCodeHint} required min={1} allowDecimal={false} {...input(at('quantityPerCode'))} />
        ) : null}
      </SimpleGrid>
      {t.visibilityScope === 'list' ? (
        <MultiSelect
          label={T.lists}
          description={lists.failed ? T.listsUnavailable : lists.list.length ? T.listsHint : T.noLists}
          placeholder={T.chooseLists}
          required
          searchable
          maxValues={LISTS_PER_TICKET_TYPE}
          comboboxProps={SHOW_WHILE_UNFOLDING}
          data={lists.list.map((l) => ({ value: l.id, label: l.name }))}
          {...input(at('customUserListIds'))}
        />
      ) : null}
      {seatCategories ? (
        <MultiSelect
          label={TICKET_SEATS_TEXTS.label}
          description={seatCategories.failed ? TICKET_SEATS_TEXTS.unavailable : TICKET_SEATS_TEXTS.hint}
          placeholder={t.seatsCategoryKeys.length ? undefined : TICKET_SEATS_TEXTS.placeholder}
          searchable
          comboboxProps={SHOW_WHILE_UNFOLDING}
          data={seatCategoryOptions(seatCategories.list, t.seatsCategoryKeys)}
          {...input(at('seatsCategoryKeys'))}
        />
      ) : null}
      <PassFields t={t} at={at} dates={dates} input={input} />
      <Box>
        <Switch label={E.hidden} description={T.hiddenHint} {...form.getInputProps(at('hidden'), { type: 'checkbox' })} disabled={!canEdit} />
      </Box>
    </Stack>
  );
}
