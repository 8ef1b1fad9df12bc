import { ActionIcon, Badge, Box, Button, Group, Input, NumberInput, Paper, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconArchive, IconPlus, IconRestore, IconTrash } from '@tabler/icons-react';
import {
  MEMBERSHIP_LIMITS,
  MEMBERSHIP_VALIDATION_MESSAGES,
  PRICE_INTERVALS,
  TIER_FORM_TEXTS as T,
  TIER_TABLE_TEXTS,
} from '../../../contracts/memberships.messages.ts';
import { moneyInputProps } from '../../ui/form/money-input.ts';
import { SegmentedField } from '../../ui/form/SegmentedField.tsx';
import { priceLabel } from './labels.ts';
import { blankPrice, canAddPrice, canRemovePrice, canRestorePrice, isPriceLocked, type TierFormValues } from './tier-form.ts';
import { toMinorUnits } from '../events/index.ts';

type TierForm = UseFormReturnType<TierFormValues>;

const INTERVAL_OPTIONS = PRICE_INTERVALS.map((value) => ({ value, label: T.intervals[value] }));

/** One price option on sale: amount and duration; one that members pay is locked and can only be archived. */
function PriceOption({ form, index, currency }: { form: TierForm; index: number; currency: string }) {
  const prices = form.values.prices;
  const row = prices[index]!;
  const locked = isPriceLocked(row);
  const rowError = form.errors[`prices.${index}`];
  return (
    <Paper withBorder radius="md" p="sm" data-testid="price-option">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NumberInput
          label={T.price}
          required
          min={MEMBERSHIP_LIMITS.priceMin}
          max={MEMBERSHIP_LIMITS.priceMax}
          {...moneyInputProps(currency)}
          disabled={locked}
          style={{ flex: '1 1 160px' }}
          {...form.getInputProps(`prices.${index}.amount`)}
        />
        <SegmentedField
          label={T.duration}
          wrapperStyle={{ flex: '0 0 auto' }}
          data={INTERVAL_OPTIONS}
          disabled={locked}
          {...form.getInputProps(`prices.${index}.interval`)}
        />
        {locked ? (
          <Button variant="default" leftSection={<IconArchive size={16} />} onClick={() => form.setFieldValue(`prices.${index}.archived`, true)}>
            {T.archivePrice}
          </Button>
        ) : canRemovePrice(prices, index) ? (
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={T.removePrice(index + 1)}
            onClick={() => form.removeListItem('prices', index)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        ) : null}
      </Group>
      {locked ? (
        <Text fz="xs" c="dimmed" mt={6}>
          {T.subscribers(row.subscriptionsCount)} · {MEMBERSHIP_VALIDATION_MESSAGES.priceLocked}
        </Text>
      ) : null}
      {rowError ? <Input.Error mt={6}>{rowError}</Input.Error> : null}
    </Paper>
  );
}

/** An archived option: no longer sold; one archived during this visit can come back before saving. */
function ArchivedOption({ form, index, currency }: { form: TierForm; index: number; currency: string }) {
  const row = form.values.prices[index]!;
  const amount = toMinorUnits(row.amount, currency);
  return (
    <Group justify="space-between" gap="sm" data-testid="archived-price">
      <Group gap="xs">
        <Badge variant="light" color="gray">
          {T.archived}
        </Badge>
        <Text fz="sm">{amount == null ? '' : priceLabel(amount, currency, row.interval)}</Text>
        {row.subscriptionsCount ? (
          <Text fz="xs" c="dimmed">
            {T.subscribers(row.subscriptionsCount)}
          </Text>
        ) : null}
      </Group>
      {canRestorePrice(form.values.prices, index) ? (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconRestore size={14} />}
          onClick={() => form.setFieldValue(`prices.${index}.archived`, false)}
        >
          {TIER_TABLE_TEXTS.restore}
        </Button>
      ) : null}
    </Group>
  );
}

/** The tier's price options (content-management 2.2, 5): up to 2 on sale, the add button hides at 2. */
export function PricesField({ form, currency }: { form: TierForm; currency: string }) {
  const prices = form.values.prices;
  const archived = prices.flatMap((p, i) => (p.archived ? [i] : []));
  return (
    <Input.Wrapper label={T.prices} description={T.pricesHint} error={form.errors.prices} required>
      <Stack gap="sm" mt="xs">
        {prices.map((p, i) => (p.archived ? null : <PriceOption key={p.key} form={form} index={i} currency={currency} />))}
        {canAddPrice(prices) ? (
          <Box>
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => form.insertListItem('prices', blankPrice())}>
              {T.addPrice}
            </Button>
          </Box>
        ) : null}
        {archived.map((i) => (
          <ArchivedOption key={prices[i]!.key} form={form} index={i} currency={currency} />
        ))}
      </Stack>
    </Input.Wrapper>
  );
}
