import { Paper, Text } from '@mantine/core';
import { DOOR_MESSAGES } from '../../../contracts/door.messages.ts';
import type { DoorState } from '../../../domain/door.ts';

/**
 * What the door may not do in the event's state (a draft or an unpublished event sells nothing, a cancelled one
 * admits nobody), shown on the guests and check-in pages in place of the actions the server would refuse.
 */
export function DoorStateNotice({ state }: { state: DoorState | undefined }) {
  if (!state || state === 'published') return null;
  const canceled = state === 'canceled';
  const color = canceled ? 'red' : 'gray';
  return (
    <Paper
      radius="md"
      p="sm"
      px="md"
      bg={`${color}.0`}
      style={{ border: `1px solid var(--mantine-color-${color}-4)` }}
      role="status"
      data-testid="door-state"
      data-state={state}
    >
      <Text fw={600} c={canceled ? 'red.9' : 'dark.7'}>
        {DOOR_MESSAGES.notice[state]}
      </Text>
    </Paper>
  );
}
