import { Alert, Box, Checkbox, Group, Input, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarRepeat } from '@tabler/icons-react';
import { useMemo } from 'react';
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
    <Section title="Date and time" id="dates" description={`Times are in the event's time zone (${zoneCity(form.values.timezone)}).`}>
      <Select label="Time zone" searchable data={timezones} allowDeselect={false} nothingFoundMessage="No results" {...input('timezone')} />
      {event.recurring ? (
        <Alert color="violet" icon={<IconCalendarRepeat size={18} />}>
          <Stack gap={4}>
            <Text fz="sm">
              This event has {reply.occurrences.length} dates
              {event.startsAt ? `, from ${eventDateRange(event.startsAt, null, event.timezone)}` : ''}
              {event.endsAt ? ` to ${formatInZone(new Date(event.endsAt), event.timezone)}` : ''}.
            </Text>
            <AnchorLink to="/management/courses/$eventId/dates" params={{ eventId: event.id }} fz="sm" fw={600}>
              Change them in the dates editor
            </AnchorLink>
          </Stack>
        </Alert>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Starts" type="datetime-local" {...input('startsAt')} />
            <TextInput label="Ends" type="datetime-local" {...input('endsAt')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Doors open" description="Optional; before the start." type="datetime-local" {...input('doorTime')} />
          </SimpleGrid>
          <Text fz="sm" c="dimmed">
            Several dates?{' '}
            <AnchorLink to="/management/courses/$eventId/dates" params={{ eventId: event.id }} fw={600}>
              Add them in the dates editor
            </AnchorLink>
            .
          </Text>
        </>
      )}
    </Section>
  );
}

/** Details: in person and/or online, the stream link, and the venue (or 'to be announced') with a map preview. */
export function LocationSection({ form, input, check }: Props) {
  const values = form.values;
  const latitude = values.location.latitude === '' ? null : Number(values.location.latitude);
  const longitude = values.location.longitude === '' ? null : Number(values.location.longitude);
  const addressLine = [values.location.address, values.location.city, values.location.state].filter((p) => p.trim()).join(', ');
  return (
    <Section title="Location" id="location">
      <Input.Wrapper label="How people attend" error={form.errors.inPerson}>
        <Group gap="xl" mt={6}>
          <Checkbox label="In person" {...check('inPerson')} />
          <Checkbox label="Online (streaming)" {...check('online')} />
        </Group>
      </Input.Wrapper>
      {values.online ? (
        <TextInput
          label="Stream link"
          description="Shown only to online ticket holders."
          placeholder="https://…"
          type="url"
          {...input('broadcastUrl')}
        />
      ) : null}
      {values.inPerson ? (
        <>
          <Input.Wrapper label="Venue">
            <Box mt={6}>
              <SegmentedControl
                data={[
                  { value: 'venue', label: 'Enter the venue' },
                  { value: 'tba', label: 'To be announced' },
                ]}
                {...input('locationSetting')}
              />
            </Box>
          </Input.Wrapper>
          {values.locationSetting === 'venue' ? (
            <>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput label="Venue name" maxLength={EVENT_LIMITS.locationName} {...input('location.name')} />
                <TextInput label="Address" maxLength={EVENT_LIMITS.address} {...input('location.address')} />
                <TextInput label="City" maxLength={EVENT_LIMITS.city} {...input('location.city')} />
                <TextInput label="State or region" maxLength={EVENT_LIMITS.state} {...input('location.state')} />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                <NumberInput label="Latitude" decimalScale={6} min={-90} max={90} step={0.0001} hideControls {...input('location.latitude')} />
                <NumberInput label="Longitude" decimalScale={6} min={-180} max={180} step={0.0001} hideControls {...input('location.longitude')} />
                <TextInput
                  label="Place ID"
                  description="Optional map place identifier."
                  maxLength={EVENT_LIMITS.placeId}
                  {...input('location.googlePlaceId')}
                />
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
              The event page shows the location as “{EVENT_MESSAGES.locationTba}”. Enter the venue when it is known.
            </Text>
          )}
        </>
      ) : null}
    </Section>
  );
}
