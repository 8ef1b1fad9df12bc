import { ActionIcon, Button, Checkbox, Group, NumberInput, Radio, SimpleGrid, Stack, Switch, Text, TextInput, Tooltip } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconWand } from '@tabler/icons-react';
import { PROMO_APPLICATION_TYPES, PROMO_CODE_LIMITS as L, PROMO_FORM_TEXTS as T } from '../../../contracts/promo-codes.messages.ts';
import { generatePromoCode } from '../../../domain/promo-codes.ts';
import { moneyInputProps } from '../../ui/form/money-input.ts';
import { discountLocks, type PromoFormValues } from './promo-form.ts';

/**
 * The promo form's fields (content-management 3 Promo form fields, 4, 5). Every change goes through `set`, which
 * applies the form's transitions (promoFieldChange): what a change clears is decided there, not here.
 */

export type PromoForm = UseFormReturnType<PromoFormValues>;
export type SetPromoField = <K extends keyof PromoFormValues>(field: K, value: PromoFormValues[K]) => void;

interface FieldsProps {
  form: PromoForm;
  set: SetPromoField;
}

/** NumberInput gives '' when empty and a number otherwise (the form keeps what it gives, as the kit's forms do). */
const asNumber = (value: number | string) => value as number | '';

/** The code, stripped to letters and digits, upper-cased and cut to 10 as it is typed; or a random one. */
export function CodeField({ form, set }: FieldsProps) {
  return (
    <TextInput
      label={T.code}
      description={T.codeHint}
      required
      value={form.values.code}
      onChange={(e) => set('code', e.currentTarget.value)}
      error={form.errors.code}
      autoComplete="off"
      // The code in monospace; the label and hint in the form's font.
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      maw={320}
      rightSection={
        <Tooltip label={T.generate} withArrow>
          <ActionIcon variant="subtle" aria-label={T.generate} onClick={() => set('code', generatePromoCode())}>
            <IconWand size={18} />
          </ActionIcon>
        </Tooltip>
      }
    />
  );
}

/** Unlimited (the default), or a usage limit of at least 1. */
export function UsageFields({ form, set }: FieldsProps) {
  const { unlimited } = form.values;
  return (
    <Stack gap="xs">
      <Switch label={T.unlimited} checked={unlimited} onChange={(e) => set('unlimited', e.currentTarget.checked)} />
      {unlimited ? null : (
        <NumberInput
          label={T.usageLimit}
          required
          min={L.usageLimitMin}
          allowDecimal={false}
          allowNegative={false}
          value={form.values.usageLimit}
          onChange={(v) => set('usageLimit', asNumber(v))}
          error={form.errors.usageLimit}
          maw={220}
        />
      )}
    </Stack>
  );
}

/**
 * A discount amount or a percentage: typing in one empties the other and makes it read-only (greyed, so it does not
 * look like an input waiting for a value) until this one is empty.
 */
export function DiscountFields({ form, set, currency }: FieldsProps & { currency: string }) {
  const locks = discountLocks(form.values);
  return (
    <Stack gap={6}>
      <Text fw={600} fz="sm">
        {T.discount}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" maw={480}>
        <NumberInput
          label={T.discountAmount}
          min={L.amountMin}
          max={L.amountMax}
          clampBehavior="strict"
          {...moneyInputProps(currency)}
          readOnly={locks.amount}
          variant={locks.amount ? 'filled' : 'default'}
          value={form.values.discountAmount}
          onChange={(v) => set('discountAmount', asNumber(v))}
          error={form.errors.discountAmount}
        />
        <NumberInput
          label={T.discountPercentage}
          min={L.percentMin}
          max={L.percentMax}
          clampBehavior="strict"
          allowDecimal={false}
          allowNegative={false}
          suffix="%"
          readOnly={locks.percentage}
          variant={locks.percentage ? 'filled' : 'default'}
          value={form.values.discountPercentage}
          onChange={(v) => set('discountPercentage', asNumber(v))}
          error={form.errors.discountPercentage}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** All the owner's events, or the events of the chosen categories (with Select All and Deselect All). */
export function ScopeFields({ form, set, categories }: FieldsProps & { categories: readonly { id: string; name: string }[] }) {
  const { applicationType, selectedCategories } = form.values;
  return (
    <Stack gap="sm">
      <Radio.Group
        label={T.appliesTo}
        value={applicationType}
        onChange={(v) => {
          const type = PROMO_APPLICATION_TYPES.find((t) => t === v);
          if (type) set('applicationType', type);
        }}
      >
        <Group gap="lg" mt={6}>
          {PROMO_APPLICATION_TYPES.map((type) => (
            <Radio key={type} value={type} label={T.applicationTypes[type]} />
          ))}
        </Group>
      </Radio.Group>
      {applicationType === 'category' ? (
        <Checkbox.Group
          label={T.categories}
          required
          value={selectedCategories}
          onChange={(ids) => set('selectedCategories', ids)}
          error={form.errors.selectedCategories}
        >
          <Group gap="xs" mt={4}>
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={() =>
                set(
                  'selectedCategories',
                  categories.map((c) => c.id),
                )
              }
            >
              {T.selectAll}
            </Button>
            <Button size="compact-sm" variant="subtle" color="gray" onClick={() => set('selectedCategories', [])}>
              {T.deselectAll}
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="xs" mt="xs">
            {categories.map((c) => (
              <Checkbox key={c.id} value={c.id} label={c.name} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      ) : null}
    </Stack>
  );
}
