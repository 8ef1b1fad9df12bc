import { AspectRatio, Badge, Box, Card, Flex, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconMapPin, IconWorld } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { EventCard as EventCardData } from '../../../contracts/events.ts';
import { EVENT_LIST_TEXTS, EVENT_MESSAGES, EVENT_PAGE_TEXTS } from '../../../contracts/events.messages.ts';
import { formatZoned } from '../../../domain/zoned-format.ts';
import { categoryName } from '../../../domain/events.ts';
import { formatPriceRange } from '../../../domain/money.ts';
import { CARD_DATE_FORMAT, placeLine } from './format.ts';
import { PosterFallback } from './PosterFallback.tsx';

export type { EventCardData };

/** Where an event card says it happens: the place, 'To be announced', or Online. */
export function cardPlace(event: Pick<EventCardData, 'inPerson' | 'online' | 'locationSetting' | 'location'>): string {
  if (event.inPerson) {
    if (event.locationSetting === 'tba') return EVENT_MESSAGES.locationTba;
    const place = placeLine(event.location);
    if (place) return event.online ? EVENT_LIST_TEXTS.placeAndOnline(place) : place;
  }
  return event.online ? EVENT_LIST_TEXTS.online : EVENT_MESSAGES.locationTba;
}

/** An event in a list: poster, date in the event's zone, name, organizer, place (explore, search, profiles). */
export function EventCard({ event }: { event: EventCardData }) {
  const date = event.startsAt ? formatZoned(new Date(event.startsAt), event.timezone, CARD_DATE_FORMAT) : null;
  const place = cardPlace(event);
  return (
    <Card
      withBorder
      radius="lg"
      padding={0}
      renderRoot={(props) => <Link to="/event/$eventId" params={{ eventId: event.id }} {...props} />}
      className="ovation-event-card"
      style={{ textDecoration: 'none', color: 'inherit', height: '100%' }}
    >
      {/* Phones: a thumbnail beside the text; wider screens: the poster on top. */}
      <Flex direction={{ base: 'row', xs: 'column' }} h="100%">
        <Box w={{ base: 112, xs: '100%' }} style={{ flexShrink: 0 }}>
          <AspectRatio ratio={1}>
            {event.poster ? (
              <img src={event.poster} alt="" loading="lazy" style={{ objectFit: 'cover', width: '100%', height: '100%' }} />
            ) : (
              <PosterFallback name={event.name} />
            )}
          </AspectRatio>
        </Box>
        <Stack gap={6} p={{ base: 'sm', xs: 'md' }} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="nowrap" justify="space-between">
            <Text fz="xs" fw={700} c="violet.7" tt="uppercase" lh={1.3}>
              {date ?? EVENT_PAGE_TEXTS.dateTba}
            </Text>
            {event.dateCount > 1 ? (
              <Badge size="xs" variant="light" color="gray" style={{ flexShrink: 0 }}>
                {EVENT_PAGE_TEXTS.dateCount(event.dateCount)}
              </Badge>
            ) : null}
          </Group>
          <Text fw={700} fz="md" lh={1.3} lineClamp={2}>
            {event.name}
          </Text>
          <Text fz="sm" c="dimmed" lineClamp={1}>
            {EVENT_LIST_TEXTS.byOrganizer(event.owner.name)}
          </Text>
          <Group gap={4} wrap="nowrap" c="dimmed">
            {event.inPerson ? <IconMapPin size={14} style={{ flexShrink: 0 }} /> : <IconWorld size={14} style={{ flexShrink: 0 }} />}
            <Text fz="sm" c="dimmed" lineClamp={1}>
              {place}
            </Text>
          </Group>
          <Group gap={6} mt="auto" pt={4}>
            {event.minPrice !== null && event.maxPrice !== null ? (
              <Text fz="sm" fw={600}>
                {formatPriceRange(event.minPrice, event.maxPrice, event.currency)}
              </Text>
            ) : null}
            {event.category ? (
              <Badge size="sm" variant="light" color="violet" visibleFrom="xs">
                {categoryName(event.category)}
              </Badge>
            ) : null}
          </Group>
        </Stack>
      </Flex>
    </Card>
  );
}

export const EVENT_GRID_COLS = { base: 1, xs: 2, md: 3 } as const;

export function EventCardSkeleton() {
  return (
    <Card withBorder radius="lg" padding={0} aria-hidden>
      <Flex direction={{ base: 'row', xs: 'column' }}>
        <Box w={{ base: 112, xs: '100%' }} style={{ flexShrink: 0 }}>
          <AspectRatio ratio={1}>
            <Skeleton radius={0} />
          </AspectRatio>
        </Box>
        <Stack gap={8} p="md" style={{ flex: 1 }}>
          <Skeleton height={10} width="45%" />
          <Skeleton height={16} width="85%" />
          <Skeleton height={12} width="60%" />
          <Skeleton height={12} width="50%" />
        </Stack>
      </Flex>
    </Card>
  );
}

/** A grid of event cards, with skeleton cards while the first page loads. */
export function EventCardGrid({ events, loading, skeletons = 6 }: { events: EventCardData[]; loading?: boolean; skeletons?: number }) {
  return (
    <SimpleGrid cols={EVENT_GRID_COLS} spacing="lg" verticalSpacing="lg" aria-busy={loading || undefined}>
      {events.map((event) => (
        <EventCard key={event.id} event={event} />
      ))}
      {loading ? Array.from({ length: skeletons }, (_, i) => <EventCardSkeleton key={`skeleton-${i}`} />) : null}
    </SimpleGrid>
  );
}
