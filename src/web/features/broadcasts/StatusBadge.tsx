import { Badge, Box, Group, Text } from '@mantine/core';
import classes from './broadcasts.module.css';
import { BROADCAST_TAB_TEXTS as T } from '../../../contracts/broadcasts-web.messages.ts';
import type { BroadcastStatus } from '../../../contracts/broadcasts.messages.ts';

const COLORS: Record<BroadcastStatus, string> = { idle: 'gray', live: 'red', ended: 'dark' };

/** Idle, Live (with a pulsing dot) or Ended, and the viewer count while live. */
export function StatusBadge({ status, viewers }: { status: BroadcastStatus; viewers?: number }) {
  return (
    <Group gap="xs" wrap="nowrap" data-testid="broadcast-status" data-status={status}>
      <Badge
        color={COLORS[status]}
        variant={status === 'live' ? 'filled' : 'light'}
        leftSection={status === 'live' ? <Box className={classes.liveDot} aria-hidden /> : null}
      >
        {T.status[status]}
      </Badge>
      {status === 'live' && viewers !== undefined ? (
        <Text fz="sm" c="dimmed" data-testid="broadcast-viewers">
          {T.viewers(viewers)}
        </Text>
      ) : null}
    </Group>
  );
}
