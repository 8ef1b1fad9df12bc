import { SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { PROMO_FORM_TEXTS as T } from '../../../contracts/promo-codes.messages.ts';
import type { PromoForm, SetPromoField } from './PromoFields.tsx';
import { timeBounds, wallClock } from './promo-form.ts';
import { TimePicker } from './TimePicker.tsx';

/**
 * The start (date and time) and, when 'has end date' is on, the end (content-management 4, 5), in the browser's zone.
 * The pickers offer only what may be chosen: no earlier day than today or the start, no time before now today, and an
 * end time after the start on the start's day. Choosing one clears what depends on it (promoFieldChange).
 */
export function DateFields({ form, set, timeZone }: { form: PromoForm; set: SetPromoField; timeZone: string }) {
  const values = form.values;
  const now = new Date();
  const today = wallClock(now, timeZone).date;
  const bounds = timeBounds(values, now, timeZone);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" maw={480}>
        <TextInput
          type="date"
          label={T.startDate}
          required
          min={today}
          value={values.startDate}
          onChange={(e) => set('startDate', e.currentTarget.value)}
          error={form.errors.startDate}
        />
        <TimePicker
          label={T.startTime}
          required
          min={bounds.startMin}
          value={values.startTime}
          onChange={(time) => set('startTime', time)}
          error={form.errors.startTime}
        />
      </SimpleGrid>
      <Switch label={T.hasEndDate} checked={values.hasEndDate} onChange={(e) => set('hasEndDate', e.currentTarget.checked)} />
      {values.hasEndDate ? (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" maw={480}>
          <TextInput
            type="date"
            label={T.endDate}
            required
            min={values.startDate || today}
            value={values.endDate}
            onChange={(e) => set('endDate', e.currentTarget.value)}
            error={form.errors.endDate}
          />
          <TimePicker
            label={T.endTime}
            required
            min={bounds.endMin}
            value={values.endTime}
            onChange={(time) => set('endTime', time)}
            error={form.errors.endTime}
          />
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
