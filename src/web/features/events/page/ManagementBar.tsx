import { Button, Group, Paper, Text } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { EVENT_PAGE_TEXTS } from '../../../../contracts/events.messages.ts';
import type { PublicEvent } from '../../../../contracts/events.ts';
import { PROFILE_MESSAGES } from '../../../../contracts/profiles-public.messages.ts';
import { managementButtonPath } from '../../../../domain/events.ts';
import type { Palette } from './palette.ts';

/** The management button bar by access setting (Details, Guests, Team, Stats, Video); loaded only where it shows. */
export default function ManagementBar({ event, palette }: { event: PublicEvent; palette: Palette }) {
  return (
    <Paper
      radius="md"
      p="xs"
      px="sm"
      bg={palette.surface}
      style={{ border: `1px solid ${palette.border}` }}
      component="nav"
      aria-label={EVENT_PAGE_TEXTS.manageThisEvent}
    >
      <Group gap="xs" justify="space-between">
        <Group gap={6} c={palette.dimmed}>
          <IconSettings size={16} />
          <Text fz="sm" fw={600} c={palette.dimmed}>
            {PROFILE_MESSAGES.manage}
          </Text>
        </Group>
        <Group gap={6}>
          {event.managementButtons.map((button) => (
            <Button
              key={button}
              size="xs"
              variant={palette.dark ? 'white' : 'default'}
              color={palette.dark ? 'dark' : undefined}
              renderRoot={(props) => <Link to={managementButtonPath(event.id, button) as never} {...props} />}
            >
              {button}
            </Button>
          ))}
        </Group>
      </Group>
    </Paper>
  );
}
