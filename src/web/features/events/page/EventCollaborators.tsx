import { Anchor, Avatar, Box, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { lazy } from 'react';
import { EVENT_PAGE_TEXTS as T } from '../../../../contracts/events.messages.ts';
import type { PublicEvent } from '../../../../contracts/events.ts';
import { OnDemand } from '../../../ui/OnDemand.tsx';
import { profileRoute } from '../../profiles/index.ts';

const LeaveCollaborationButton = lazy(() => import('./LeaveCollaborationButton.tsx'));

export interface PageAlert {
  id: string;
  color: 'red' | 'green';
  message: string;
}

/** The event's collaborators; the viewer may remove themselves. */
export function EventCollaborators({
  event,
  palette,
  onAlert,
}: {
  event: PublicEvent;
  palette: { dark: boolean; dimmed: string; text?: string };
  onAlert: (alert: PageAlert) => void;
}) {
  if (!event.collaborators.length) return null;
  return (
    <Stack gap={6} component="section" aria-label={T.collaborators}>
      <Text fz="xs" c={palette.dimmed} tt="uppercase" fw={700} lts={0.5}>
        {T.collaboratorsWith}
      </Text>
      <Group gap="md">
        {event.collaborators.map((c) => (
          <Group key={c.teachingId} gap={8} wrap="nowrap">
            <Avatar src={c.avatar} name={c.name} color="initials" radius={c.type === 'school' ? 'sm' : 'xl'} size={32} />
            <Box style={{ minWidth: 0 }}>
              <Anchor
                renderRoot={(props) => <Link to={profileRoute(c.type)} params={{ username: c.username }} {...props} />}
                fz="sm"
                fw={600}
                c={palette.text ?? 'dark'}
              >
                {c.name}
              </Anchor>
            </Box>
            {c.canManage ? (
              <OnDemand>
                <LeaveCollaborationButton eventId={event.id} collaborator={c} onAlert={onAlert} />
              </OnDemand>
            ) : null}
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
