import { Alert, Checkbox, Group, Input, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { SegmentedField } from '../../../ui/form/SegmentedField.tsx';
import { IconCalendarRepeat } from '@tabler/icons-react';
import { useMemo } from 'react';
import { EVENT_EDITOR_TEXTS as E, EVENT_WHEN_WHERE_TEXTS as T } from '../../../../contracts/events-management.messages.ts';
import { EVENT_MESSAGES } from '../../../../contracts/events.messages.ts';
import type { ManagedEventReply } from '../../../../contracts/events-management.ts';
import { formatInZone } from '../../../../domain/dates.ts';
import { EVENT_LIMITS } from '../../../../domain/events.ts';
import { isKnownTimezone, timezoneOptions } from '../../../../domain/timezones.ts';
import { AnchorLink } from '../../../ui/links.tsx';
import { eventDateRange, zoneCity } from '../format.ts';
import { MapPreview } from '../MapPreview.tsx';
import type { DetailsFormValues } from './details-form.ts';
import type { EditorPartProps } from './editor-form.ts';
import { Section } from './EditorShell.tsx';
import { PastVenuePicker } from './PastVenuePicker.tsx';

type Props = EditorPartProps<DetailsFormValues>;

/** Details: the time zone, and the one date of a single-date event (a recurring event's dates have their own editor). */
export function DatesSection({ form, input, reply }: Props & { reply: ManagedEventReply }) {
  const { event } = reply;
  const timezones = useMemo(() => {
    const options = timezoneOptions(new Date());
    if (event.timezone && !isKnownTimezone(event.timezone)) options.unshift({ value: event.timezone, label: event.timezone });
    return options;
  }, [event.timezone]);
  return (
    <Section title={T.dates} id="dates" description={T.datesHint(zoneCity(form.values.timezone))}>
      <Select
        label={T.timezone}
        searchable
        data={timezones}
        allowDeselect={false}
        nothingFoundMessage={EVENT_MESSAGES.noResults}
        {...input('timezone')}
      />
      {event.recurring ? (
        <Alert color="violet" icon={<IconCalendarRepeat size={18} />}>
          <Stack gap={4}>
            <Text fz="sm">
              {T.recurringSummary(
                reply.occurrences.length,
                eventDateRange(event.startsAt, null, event.timezone),
                event.endsAt ? formatInZone(new Date(event.endsAt), event.timezone) : null,
              )}
            </Text>
            {/* The alert's own text colour (the link colour falls under 4.5:1 on its tint), underlined to tell it apart. */}
            <AnchorLink to="/management/courses/$eventId/dates" params={{ eventId: event.id }} fz="sm" fw={600} c="inherit" underline="always">
              {T.changeInDatesEditor}
            </AnchorLink>
          </Stack>
        </Alert>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={E.starts} type="datetime-local" {...input('startsAt')} />
            <TextInput label={E.ends} type="datetime-local" {...input('endsAt')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={E.doorsOpen} description={T.doorsHint} type="datetime-local" {...input('doorTime')} />
          </SimpleGrid>
          <Text fz="sm" c="dimmed">
            {T.severalDates}{' '}
            <AnchorLink to="/management/courses/$eventId/dates" params={{ eventId: event.id }} fw={600}>
              {T.addInDatesEditor}
            </AnchorLink>
            .
          </Text>
        </>
      )}
    </Section>
  );
}

/** Details: in person and/or online (the stream is the Broadcast tab's), and the venue (or 'to be announced') with a map preview. */
export function LocationSection({ form, input, check, eventId }: Props & { eventId: string }) {
  const values = form.values;
  const latitude = values.location.latitude === '' ? null : Number(values.location.latitude);
  const longitude = values.location.longitude === '' ? null : Number(values.location.longitude);
  const addressLine = [values.location.address, values.location.city, values.location.state].filter((p) => p.trim()).join(', ');
  return (
    <Section title={T.location} id="location">
      <Input.Wrapper label={T.howPeopleAttend} error={form.errors.inPerson}>
        <Group gap="xl" mt={6}>
          <Checkbox label={T.inPerson} {...check('inPerson')} />
          <Checkbox label={T.online} {...check('online')} />
        </Group>
      </Input.Wrapper>
      {values.online ? (
        <Text fz="sm" c="dimmed">
          {T.streamSetUp}{' '}
          <AnchorLink to="/management/courses/$eventId/broadcasts" params={{ eventId }} fz="sm" fw={600} underline="always">
            {T.openBroadcastTab}
          </AnchorLink>
        </Text>
      ) : null}
      {values.inPerson ? (
        <>
          <SegmentedField
            label={T.venue}
            data={[
              { value: 'venue', label: T.enterVenue },
              { value: 'tba', label: EVENT_MESSAGES.locationTba },
            ]}
            {...input('locationSetting')}
          />
          {values.locationSetting === 'venue' ? (
            <>
              <PastVenuePicker eventId={eventId} onPick={(location) => form.setFieldValue('location', location)} />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput label={T.venueName} maxLength={EVENT_LIMITS.locationName} {...input('location.name')} />
                <TextInput label={T.address} maxLength={EVENT_LIMITS.address} {...input('location.address')} />
                <TextInput label={T.city} maxLength={EVENT_LIMITS.city} {...input('location.city')} />
                <TextInput label={T.state} maxLength={EVENT_LIMITS.state} {...input('location.state')} />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                <NumberInput label={T.latitude} decimalScale={6} min={-90} max={90} step={0.0001} hideControls {...input('location.latitude')} />
                <NumberInput label={T.longitude} decimalScale={6} min={-180} max={180} step={0.0001} hideControls {...input('location.longitude')} />
                <TextInput label={T.placeId} description={T.placeIdHint} maxLength={EVENT_LIMITS.placeId} {...input('location.googlePlaceId')} />
              </SimpleGrid>
              <MapPreview
                latitude={Number.isFinite(latitude) ? latitude : null}
                longitude={Number.isFinite(longitude) ? longitude : null}
                title={values.location.name || null}
                address={addressLine || null}
              />
            </>
          ) : (
            <Text fz="sm" c="dimmed">
              {T.tbaNote(EVENT_MESSAGES.locationTba)}
            </Text>
          )}
        </>
      ) : null}
    </Section>
  );
}
