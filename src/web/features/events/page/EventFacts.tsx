import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconDoorEnter, IconMapPin, IconTicket, IconWorld } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { EVENT_MESSAGES, EVENT_PAGE_TEXTS as T } from '../../../../contracts/events.messages.ts';
import type { PublicEvent } from '../../../../contracts/events.ts';
import { formatZoned } from '../../../../domain/zoned-format.ts';
import { formatPriceRange } from '../../../../domain/money.ts';
import type { AttendanceType } from '../../../../domain/tickets.ts';
import { addressLines, eventDateRange, EVENT_TIME_FORMAT, zoneCity } from '../format.ts';
import { hasMoreDates } from './event-view.ts';
import type { Palette } from './palette.ts';

function InfoRow({ icon, children, palette }: { icon: ReactNode; children: ReactNode; palette: Palette }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Box c={palette.dark ? 'violet.3' : 'violet.7'} mt={2} style={{ flexShrink: 0 }} aria-hidden>
        {icon}
      </Box>
      <Box style={{ minWidth: 0 }}>{children}</Box>
    </Group>
  );
}

/** When (with a link to the other dates), doors, where, online, and the price range. */
export function EventFacts({ event, chosen, palette }: { event: PublicEvent; chosen?: AttendanceType; palette: Palette }) {
  const when = eventDateRange(event.startsAt, event.endsAt, event.timezone);
  const address = addressLines(event.location);
  return (
    <Stack gap="sm">
      <InfoRow icon={<IconCalendarEvent size={20} />} palette={palette}>
        <Text fw={600}>{when ?? T.dateTba}</Text>
        <Text fz="sm" c={palette.dimmed}>
          {T.zoneTime(zoneCity(event.timezone))}
          {hasMoreDates(event) ? (
            <>
              {' · '}
              <Anchor
                renderRoot={(props) => <Link to="/event/$eventId/dates" params={{ eventId: event.id }} search={{ ticketType: chosen }} {...props} />}
                fz="sm"
                c={palette.dark ? 'violet.3' : undefined}
              >
                {T.moreDates(event.futureEventCount - 1)}
              </Anchor>
            </>
          ) : null}
        </Text>
      </InfoRow>
      {event.doorTime ? (
        <InfoRow icon={<IconDoorEnter size={20} />} palette={palette}>
          <Text fz="sm">
            {T.doorsOpenAt} {formatZoned(new Date(event.doorTime), event.timezone, EVENT_TIME_FORMAT)}
          </Text>
        </InfoRow>
      ) : null}
      {event.inPerson ? (
        <InfoRow icon={<IconMapPin size={20} />} palette={palette}>
          {event.locationSetting === 'tba' ? (
            <Text fw={600}>{EVENT_MESSAGES.locationTba}</Text>
          ) : (
            <>
              <Text fw={600}>{event.location.name || address[0] || EVENT_MESSAGES.locationTba}</Text>
              {address.slice(event.location.name ? 0 : 1).map((line) => (
                <Text key={line} fz="sm" c={palette.dimmed}>
                  {line}
                </Text>
              ))}
            </>
          )}
        </InfoRow>
      ) : null}
      {event.online ? (
        <InfoRow icon={<IconWorld size={20} />} palette={palette}>
          <Text fw={600}>{T.onlineEvent}</Text>
          <Text fz="sm" c={palette.dimmed}>
            {T.streamLinkNote}
          </Text>
        </InfoRow>
      ) : null}
      {event.minPrice !== null && event.maxPrice !== null ? (
        <InfoRow icon={<IconTicket size={20} />} palette={palette}>
          <Text fw={600} data-testid="event-price">
            {formatPriceRange(event.minPrice, event.maxPrice, event.currency)}
          </Text>
        </InfoRow>
      ) : null}
    </Stack>
  );
}
