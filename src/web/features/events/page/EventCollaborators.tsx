import { Anchor, Avatar, Box, Button, Group, Stack, Text } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { EVENT_MESSAGES, EVENT_PAGE_TEXTS as T } from '../../../../contracts/events.messages.ts';
import type { PublicEvent } from '../../../../contracts/events.ts';
import { errorMessage } from '../../../app/http.ts';
import { confirmAction } from '../../../ui/confirm.tsx';
import { profileRoute } from '../../profiles/index.ts';
import { eventPublicKeys, removeSelfAsCollaborator } from '../public-api.ts';

export interface PageAlert {
  id: string;
  color: 'red' | 'green';
  message: string;
}

/** The event's collaborators; the viewer may remove themselves (confirm, then a success or failure alert). */
export function EventCollaborators({
  event,
  palette,
  onAlert,
  queryClient,
}: {
  event: PublicEvent;
  palette: { dark: boolean; dimmed: string; text?: string };
  onAlert: (alert: PageAlert) => void;
  queryClient: QueryClient;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  if (!event.collaborators.length) return null;

  const leave = async (collaborator: PublicEvent['collaborators'][number]) => {
    const ok = await confirmAction({ title: EVENT_MESSAGES.collaboratorRemoveQuestion, confirmLabel: T.remove, danger: true });
    if (!ok) return;
    setBusy(collaborator.teachingId);
    try {
      await removeSelfAsCollaborator(collaborator.id, collaborator.teachingId);
      // Removed locally at once; the page refreshes in the background (the management bar may change too).
      queryClient.setQueryData<{ event: PublicEvent }>(eventPublicKeys.event(event.id), (prev) =>
        prev ? { event: { ...prev.event, collaborators: prev.event.collaborators.filter((c) => c.teachingId !== collaborator.teachingId) } } : prev,
      );
      onAlert({ id: 'collaborator', color: 'green', message: EVENT_MESSAGES.collaboratorRemoved });
      void queryClient.invalidateQueries({ queryKey: eventPublicKeys.event(event.id) });
    } catch (error) {
      onAlert({ id: 'collaborator', color: 'red', message: errorMessage(error, EVENT_MESSAGES.collaboratorRemoveFailed) });
    } finally {
      setBusy(null);
    }
  };

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
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                loading={busy === c.teachingId}
                onClick={() => void leave(c)}
                aria-label={T.removeCollaborator(c.name)}
              >
                {T.remove}
              </Button>
            ) : null}
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
