import { Badge, Group, Stack, Title } from '@mantine/core';
import { EVENT_PAGE_TEXTS as T } from '../../../../contracts/events.messages.ts';
import type { PublicEvent } from '../../../../contracts/events.ts';
import { hasMoreDates } from './event-view.ts';
import type { Palette } from './palette.ts';

/** The badges (category, Private, how many dates) above the event's name. */
export function EventHeading({ event, palette }: { event: PublicEvent; palette: Palette }) {
  return (
    <Stack gap="xs">
      <Group gap="xs">
        {event.categoryName ? (
          <Badge variant="light" color="violet">
            {event.categoryName}
          </Badge>
        ) : null}
        {event.private ? (
          <Badge variant="light" color="gray">
            {T.private}
          </Badge>
        ) : null}
        {hasMoreDates(event) ? (
          <Badge variant="light" color="grape">
            {T.dateCount(event.futureEventCount)}
          </Badge>
        ) : null}
      </Group>
      <Title order={1} fz={{ base: 28, sm: 40 }} lh={1.1} c={palette.text} style={{ overflowWrap: 'anywhere', letterSpacing: '-0.02em' }}>
        {event.name}
      </Title>
    </Stack>
  );
}
