import { Paper, Text } from '@mantine/core';
import { EVENT_STATE_BANNER as T } from '../../../../contracts/event-state.messages.ts';
import type { PublicEvent } from '../../../../contracts/events.ts';
import { eventDateRange } from '../format.ts';

/** 'This event has been canceled.' or 'This event has been postponed.' with its new date, above the page. */
export function EventStateBanner({ event }: { event: Pick<PublicEvent, 'canceledAt' | 'postponedAt' | 'startsAt' | 'endsAt' | 'timezone'> }) {
  const canceled = !!event.canceledAt;
  if (!canceled && !event.postponedAt) return null;
  const when = eventDateRange(event.startsAt, event.endsAt, event.timezone);
  const color = canceled ? 'red' : 'orange';
  // Orange text on its light shade is below the 4.5:1 contrast the page keeps: dark text there.
  const text = canceled ? 'red.9' : 'dark.7';
  return (
    <Paper radius="md" p="sm" px="md" bg={`${color}.0`} style={{ border: `1px solid var(--mantine-color-${color}-4)` }} role="status">
      <Text fw={700} c={text}>
        {canceled ? T.canceled : T.postponed}
      </Text>
      <Text fz="sm" c={text}>
        {canceled ? T.canceledDetail : when && T.postponedTo(when)}
      </Text>
    </Paper>
  );
}
