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
      <DateTimeRow form={form} set={set} end={false} minDate={today} minTime={bounds.startMin} />
      <Switch label={T.hasEndDate} checked={values.hasEndDate} onChange={(e) => set('hasEndDate', e.currentTarget.checked)} />
      {values.hasEndDate ? <DateTimeRow form={form} set={set} end minDate={values.startDate || today} minTime={bounds.endMin} /> : null}
    </Stack>
  );
}

/** One date and time pair: the start's, or the end's. */
function DateTimeRow({
  form,
  set,
  end,
  minDate,
  minTime,
}: {
  form: PromoForm;
  set: SetPromoField;
  end: boolean;
  minDate: string;
  minTime: number | null;
}) {
  const [date, time] = end ? (['endDate', 'endTime'] as const) : (['startDate', 'startTime'] as const);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" maw={480}>
      <TextInput
        type="date"
        label={end ? T.endDate : T.startDate}
        required
        min={minDate}
        value={form.values[date]}
        onChange={(e) => set(date, e.currentTarget.value)}
        error={form.errors[date]}
      />
      <TimePicker
        label={end ? T.endTime : T.startTime}
        required
        min={minTime}
        value={form.values[time]}
        onChange={(value) => set(time, value)}
        error={form.errors[time]}
      />
    </SimpleGrid>
  );
}
