import { Group, NumberInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MEMBERSHIP_LIMITS, TIER_FORM_TEXTS as T } from '../../../contracts/memberships.messages.ts';
import { LimitChoice } from './LimitChoice.tsx';
import type { TierFormValues } from './tier-form.ts';

/** Capacity: Limited with a number of members, or Unlimited (no limit is sent). */
export function CapacityField({ form }: { form: UseFormReturnType<TierFormValues> }) {
  const limited = form.values.limited;
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <LimitChoice
        label={T.capacity}
        texts={T}
        limited={limited}
        onChange={(value) => {
          form.setFieldValue('limited', value);
          form.clearFieldError('validSubscriptionsLimit');
        }}
      />
      {limited ? (
        <NumberInput
          label={T.capacityCount}
          required
          min={MEMBERSHIP_LIMITS.capacityMin}
          allowDecimal={false}
          allowNegative={false}
          style={{ flex: '0 1 220px' }}
          {...form.getInputProps('validSubscriptionsLimit')}
        />
      ) : null}
    </Group>
  );
}
