import { Box, Group, Input, NumberInput, SegmentedControl } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MEMBERSHIP_LIMITS, TIER_FORM_TEXTS as T } from '../../../contracts/memberships.messages.ts';
import type { TierFormValues } from './tier-form.ts';

const LIMITED = 'limited';
const UNLIMITED = 'unlimited';

/** Capacity: Limited with a number of members, or Unlimited (no limit is sent). */
export function CapacityField({ form }: { form: UseFormReturnType<TierFormValues> }) {
  const limited = form.values.limited;
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <Input.Wrapper label={T.capacity}>
        <Box mt={6}>
          <SegmentedControl
            data={[
              { value: UNLIMITED, label: T.unlimited },
              { value: LIMITED, label: T.limited },
            ]}
            value={limited ? LIMITED : UNLIMITED}
            onChange={(v) => {
              form.setFieldValue('limited', v === LIMITED);
              form.clearFieldError('validSubscriptionsLimit');
            }}
          />
        </Box>
      </Input.Wrapper>
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
