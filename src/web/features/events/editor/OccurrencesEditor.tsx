import { Badge, Button, Group, NumberInput, Paper, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCalendarPlus, IconCalendarRepeat } from '@tabler/icons-react';
import { useState } from 'react';
import { EVENT_DATES_EDITOR_TEXTS as T, EVENT_EDITOR_TEXTS as E, MANAGE_EVENT_MESSAGES } from '../../../../contracts/events-management.messages.ts';
import type { ManagedEventReply, ManagedOccurrence } from '../../../../contracts/events-management.ts';
import { formatInZone, instantToZonedLocal, zonedLocalToInstant } from '../../../../domain/dates.ts';
import { EVENT_LIMITS } from '../../../../domain/events.ts';
import { EmptyBlock } from '../../../ui/EmptyBlock.tsx';
import { useSaveOccurrences } from '../api.ts';
import { zoneCity } from '../format.ts';
import { newKey } from './details-form.ts';
import { editorSubmit } from './editor-form.ts';
import { EditorForm, useEditorForm } from './EditorShell.tsx';
import { addDaysToLocal } from './local-dates.ts';
import { RemoveButton } from './ReorderControls.tsx';

interface OccurrenceForm {
  key: string;
  id?: string;
  startsAt: string;
  endsAt: string;
  doorTime: string;
  timezone: string;
  ticketsSold: number;
}

const toForm = (o: ManagedOccurrence): OccurrenceForm => ({
  key: o.id,
  id: o.id,
  startsAt: instantToZonedLocal(new Date(o.startsAt), o.timezone),
  endsAt: instantToZonedLocal(new Date(o.endsAt), o.timezone),
  doorTime: o.doorTime ? instantToZonedLocal(new Date(o.doorTime), o.timezone) : '',
  timezone: o.timezone,
  ticketsSold: o.ticketsSold,
});

function validate(values: { occurrences: OccurrenceForm[] }): Record<string, string> {
  const errors: Record<string, string> = {};
  values.occurrences.forEach((o, i) => {
    const at = (f: string) => `occurrences.${i}.${f}`;
    const start = o.startsAt ? zonedLocalToInstant(o.startsAt, o.timezone) : null;
    const end = o.endsAt ? zonedLocalToInstant(o.endsAt, o.timezone) : null;
    const door = o.doorTime ? zonedLocalToInstant(o.doorTime, o.timezone) : null;
    if (!start) errors[at('startsAt')] = o.startsAt ? 'Enter a valid date and time' : MANAGE_EVENT_MESSAGES.required;
    if (!end) errors[at('endsAt')] = o.endsAt ? 'Enter a valid date and time' : MANAGE_EVENT_MESSAGES.required;
    if (start && end && end.getTime() <= start.getTime()) errors[at('endsAt')] = MANAGE_EVENT_MESSAGES.endBeforeStart;
    if (start && door && door.getTime() > start.getTime()) errors[at('doorTime')] = MANAGE_EVENT_MESSAGES.doorAfterStart;
  });
  return errors;
}

/** Dates: every date of a (recurring) event, each with its own sales. */
export function OccurrencesEditor({ reply }: { reply: ManagedEventReply }) {
  const { event, permissions } = reply;
  const canEdit = permissions.canEditDetails;
  const zone = event.timezone;
  const save = useSaveOccurrences(event.id);
  const [repeat, setRepeat] = useState<number | string>(4);
  const form = useForm<{ occurrences: OccurrenceForm[] }>({ initialValues: { occurrences: reply.occurrences.map(toForm) }, validate });
  const { feedback, input } = useEditorForm(form, canEdit);
  const list = form.values.occurrences;

  /** A new date a week after the last one (same times), or an empty one. */
  const nextDate = (after: OccurrenceForm | undefined, weeks = 1): OccurrenceForm =>
    after && after.startsAt && after.endsAt
      ? {
          key: newKey(),
          startsAt: addDaysToLocal(after.startsAt, 7 * weeks),
          endsAt: addDaysToLocal(after.endsAt, 7 * weeks),
          doorTime: after.doorTime ? addDaysToLocal(after.doorTime, 7 * weeks) : '',
          timezone: after.timezone,
          ticketsSold: 0,
        }
      : { key: newKey(), startsAt: '', endsAt: '', doorTime: '', timezone: zone, ticketsSold: 0 };

  const addWeekly = () => {
    const count = Math.max(1, Math.min(52, Number(repeat) || 1, EVENT_LIMITS.occurrences - list.length));
    const last = list.at(-1);
    for (let w = 1; w <= count; w++) form.insertListItem('occurrences', nextDate(last, w));
  };

  const submit = editorSubmit(form, feedback, async (values) => {
    const result = await save.mutateAsync({
      occurrences: values.occurrences.map((o) => ({
        ...(o.id ? { id: o.id } : {}),
        startsAt: zonedLocalToInstant(o.startsAt, o.timezone)!.toISOString(),
        endsAt: zonedLocalToInstant(o.endsAt, o.timezone)!.toISOString(),
        doorTime: o.doorTime ? (zonedLocalToInstant(o.doorTime, o.timezone)?.toISOString() ?? null) : null,
        timezone: o.timezone,
      })),
    });
    return { occurrences: result.occurrences.map(toForm) };
  });

  return (
    <EditorForm
      form={form}
      feedback={feedback}
      canEdit={canEdit}
      label={T.heading}
      intro={T.intro(zoneCity(zone))}
      onSubmit={submit}
      saving={save.isPending}
    >
      {list.length === 0 ? <EmptyBlock icon={<IconCalendarPlus size={28} />} title={T.noDates} description={T.noDatesHint} /> : null}
      {list.map((o, i) => (
        <Paper key={o.key} withBorder radius="lg" p="md" component="section" aria-label={T.date(i + 1)}>
          <Group justify="space-between" mb="xs" gap="xs">
            <Group gap="xs">
              <Text fw={600} fz="sm">
                {T.date(i + 1)}
              </Text>
              {o.startsAt && zonedLocalToInstant(o.startsAt, o.timezone) ? (
                <Text fz="sm" c="dimmed">
                  {formatInZone(zonedLocalToInstant(o.startsAt, o.timezone)!, o.timezone, 'EEEE, d MMM y')}
                </Text>
              ) : null}
              {o.timezone !== zone ? (
                <Badge size="xs" variant="light" color="gray">
                  {E.zoneTime(zoneCity(o.timezone))}
                </Badge>
              ) : null}
              {o.ticketsSold ? (
                <Badge size="xs" variant="light" color="green">
                  {E.sold(o.ticketsSold)}
                </Badge>
              ) : null}
            </Group>
            <RemoveButton
              label={T.removeDate(i + 1)}
              tooltip={o.ticketsSold > 0 ? MANAGE_EVENT_MESSAGES.occurrenceHasSales : T.removeThisDate}
              disabled={!canEdit || o.ticketsSold > 0}
              onClick={() => {
                form.clearErrors();
                form.removeListItem('occurrences', i);
              }}
            />
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput label={E.starts} type="datetime-local" required {...input(`occurrences.${i}.startsAt`)} />
            <TextInput label={E.ends} type="datetime-local" required {...input(`occurrences.${i}.endsAt`)} />
            <TextInput label={E.doorsOpen} type="datetime-local" {...input(`occurrences.${i}.doorTime`)} />
          </SimpleGrid>
        </Paper>
      ))}
      {canEdit && list.length < EVENT_LIMITS.occurrences ? (
        <Group gap="sm" align="flex-end">
          <Button
            variant="light"
            leftSection={<IconCalendarPlus size={16} />}
            onClick={() => form.insertListItem('occurrences', nextDate(list.at(-1)))}
          >
            {T.addDate}
          </Button>
          {list.length ? (
            <Group gap="xs" align="flex-end">
              <NumberInput
                label={T.repeatWeekly}
                aria-label={T.repeatWeeklyLabel}
                min={1}
                max={52}
                allowDecimal={false}
                value={repeat}
                onChange={setRepeat}
                w={130}
                suffix={T.weeksSuffix}
              />
              <Button variant="default" leftSection={<IconCalendarRepeat size={16} />} onClick={addWeekly}>
                {T.addWeekly}
              </Button>
            </Group>
          ) : null}
        </Group>
      ) : null}
    </EditorForm>
  );
}
