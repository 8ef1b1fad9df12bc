import { AspectRatio, Badge, Box, Group, Stack, Text } from '@mantine/core';
import { IconClock, IconMapPin } from '@tabler/icons-react';
import { CALENDAR_PAGE_TEXTS, CALENDAR_VIEW_TEXTS } from '../../../contracts/calendar.messages.ts';
import { EVENT_PAGE_TEXTS } from '../../../contracts/events.messages.ts';
import type { CalendarOptions } from '../../../domain/calendar.ts';
import { formatInZone } from '../../../domain/dates.ts';
import { ButtonLink } from '../../ui/links.tsx';
import { eventDateRange, placeLine, zoneCity } from '../events/index.ts';
import type { CalendarEvent } from './api.ts';

/** The part of the options an event needs: what to show and the colours. */
export type ItemOptions = Pick<CalendarOptions, 'showImage' | 'showDescription' | 'showTicketsButton' | 'highlColor'>;

/** A line a notch fainter than the text colour, whatever that colour is. */
const FAINT = { opacity: 0.75 } as const;
/** A border in the text colour, faint, so it suits any background. */
export const CALENDAR_BORDER = '1px solid color-mix(in srgb, currentColor 18%, transparent)';

/** The month and day, in the event's zone, framed in the highlight colour. */
function DateBlock({ event, highl }: { event: CalendarEvent; highl: string }) {
  const start = new Date(event.startsAt);
  return (
    <Stack gap={0} align="center" justify="center" w={64} h={64} style={{ flexShrink: 0, border: `2px solid ${highl}`, borderRadius: 8 }} aria-hidden>
      <Text fz="xs" fw={700} tt="uppercase" c={highl} lh={1.2}>
        {formatInZone(start, event.timezone, 'MMM')}
      </Text>
      <Text fz={24} fw={800} lh={1.1}>
        {formatInZone(start, event.timezone, 'd')}
      </Text>
    </Stack>
  );
}

/** What an event says in both layouts: name, when (in its zone), where, description, tags and the Tickets button. */
function EventDetails({ event, options }: { event: CalendarEvent; options: ItemOptions }) {
  const highl = `#${options.highlColor}`;
  const place = placeLine(event.location);
  return (
    <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
      <Text component="h2" fw={700} fz="lg" lh={1.3} m={0}>
        {event.name}
      </Text>
      <Group gap={6} wrap="nowrap" align="flex-start" style={FAINT}>
        <IconClock size={16} style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
        <Text fz="sm">
          {eventDateRange(event.startsAt, event.endsAt, event.timezone)} · {EVENT_PAGE_TEXTS.zoneTime(zoneCity(event.timezone))}
        </Text>
      </Group>
      {place ? (
        <Group gap={6} wrap="nowrap" align="flex-start" style={FAINT}>
          <IconMapPin size={16} style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
          <Text fz="sm">{place}</Text>
        </Group>
      ) : null}
      {options.showDescription && event.description ? (
        <Text fz="sm" lineClamp={3} style={FAINT}>
          {event.description}
        </Text>
      ) : null}
      {event.tags.length ? (
        <Group gap={6}>
          {event.tags.map((tag) => (
            <Badge key={tag.name} variant="outline" color={highl} tt="none" fw={600}>
              {tag.name}
            </Badge>
          ))}
        </Group>
      ) : null}
      {options.showTicketsButton ? (
        <Group mt={4}>
          <ButtonLink
            to="/event/$eventId"
            params={{ eventId: event.courseId }}
            target="_blank"
            rel="noopener"
            color={highl}
            autoContrast
            radius="xl"
            aria-label={CALENDAR_VIEW_TEXTS.ticketsFor(event.name)}
          >
            {CALENDAR_PAGE_TEXTS.tickets}
          </ButtonLink>
        </Group>
      ) : null}
    </Stack>
  );
}

function Poster({ src }: { src: string }) {
  return <img src={src} alt="" loading="lazy" style={{ objectFit: 'cover', width: '100%', height: '100%', borderRadius: 8 }} />;
}

/** A row of the list layout: the date block, the details and the image on the right. */
export function CalendarEventRow({ event, options }: { event: CalendarEvent; options: ItemOptions }) {
  const image = options.showImage && event.poster ? event.poster : null;
  return (
    <Group component="li" align="flex-start" gap="md" py="md" wrap="nowrap" style={{ borderBottom: CALENDAR_BORDER }}>
      <DateBlock event={event} highl={`#${options.highlColor}`} />
      <EventDetails event={event} options={options} />
      {image ? (
        <Box w={{ base: 96, sm: 180 }} style={{ flexShrink: 0 }}>
          <AspectRatio ratio={1}>
            <Poster src={image} />
          </AspectRatio>
        </Box>
      ) : null}
    </Group>
  );
}

/** A card of the grid layout: the image on top, then the date block beside the details. */
export function CalendarEventCard({ event, options }: { event: CalendarEvent; options: ItemOptions }) {
  const image = options.showImage && event.poster ? event.poster : null;
  return (
    <Box component="li" p="sm" style={{ border: CALENDAR_BORDER, borderRadius: 12, listStyle: 'none' }}>
      <Stack gap="sm">
        {image ? (
          <AspectRatio ratio={16 / 9}>
            <Poster src={image} />
          </AspectRatio>
        ) : null}
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <DateBlock event={event} highl={`#${options.highlColor}`} />
          <EventDetails event={event} options={options} />
        </Group>
      </Stack>
    </Box>
  );
}
