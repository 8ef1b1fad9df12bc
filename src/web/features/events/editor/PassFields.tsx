import { MultiSelect, NumberInput, SimpleGrid } from '@mantine/core';
import { SegmentedField } from '../../../ui/form/SegmentedField.tsx';
import { PASS_DATE_FORMAT, PASS_TEXTS as P } from '../../../../contracts/passes.messages.ts';
import type { ManagedOccurrence } from '../../../../contracts/events-management.ts';
import { PUNCH_CARD_ENTRIES } from '../../../../domain/admission.ts';
import { formatInZone } from '../../../../domain/dates.ts';
import type { EditorPartProps } from './editor-form.ts';
import type { TicketForm, TicketsFormValues } from './tickets-form.ts';

/**
 * A ticket type's admission (issue 34): one entry, a pass for several dates of a series (all of them, or those
 * chosen), or a punch card of N entries. Locked once tickets are sold (the server refuses the change).
 */
export function PassFields({
  t,
  at,
  dates,
  input,
}: Pick<EditorPartProps<TicketsFormValues>, 'input'> & {
  t: TicketForm;
  at: (field: string) => string;
  /** The event's dates: a pass needs two or more. */
  dates: readonly ManagedOccurrence[];
}) {
  const locked = t.ticketsSold > 0;
  const choices = [
    { value: 'single', label: P.single },
    ...(dates.length > 1 || t.admission === 'pass' ? [{ value: 'pass', label: P.pass }] : []),
    { value: 'punch_card', label: P.punchCard },
  ];
  return (
    <>
      <SegmentedField
        label={P.admission}
        description={P.admissionHint}
        data={choices}
        {...input(at('admission'))}
        {...(locked ? { disabled: true } : {})}
      />
      {t.admission === 'pass' ? (
        <MultiSelect
          label={P.passDates}
          description={P.passDatesHint}
          data={dates.map((d) => ({ value: d.id, label: formatInZone(new Date(d.startsAt), d.timezone, PASS_DATE_FORMAT) }))}
          {...input(at('passOccurrenceIds'))}
          {...(locked ? { disabled: true } : {})}
        />
      ) : null}
      {t.admission === 'punch_card' ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <NumberInput
            label={P.entries}
            description={P.entriesHint}
            required
            min={PUNCH_CARD_ENTRIES.min}
            max={PUNCH_CARD_ENTRIES.max}
            allowDecimal={false}
            {...input(at('entries'))}
            {...(locked ? { disabled: true } : {})}
          />
        </SimpleGrid>
      ) : null}
    </>
  );
}
