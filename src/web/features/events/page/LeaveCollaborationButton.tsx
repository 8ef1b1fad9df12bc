import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EVENT_MESSAGES, EVENT_PAGE_TEXTS as T } from '../../../../contracts/events.messages.ts';
import type { PublicEvent } from '../../../../contracts/events.ts';
import { errorMessage } from '../../../app/http.ts';
import { confirmAction } from '../../../ui/confirm.tsx';
import { eventPublicKeys, removeSelfAsCollaborator } from '../public-api.ts';
import type { PageAlert } from './EventCollaborators.tsx';

/**
 * Remove beside a collaborator the viewer manages (confirm, then a success or failure alert). Loaded only where one
 * shows: visitors never need the confirmation dialog's code.
 */
export default function LeaveCollaborationButton({
  eventId,
  collaborator,
  onAlert,
}: {
  eventId: string;
  collaborator: PublicEvent['collaborators'][number];
  onAlert: (alert: PageAlert) => void;
}) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const leave = async () => {
    const ok = await confirmAction({ title: EVENT_MESSAGES.collaboratorRemoveQuestion, confirmLabel: T.remove, danger: true });
    if (!ok) return;
    setBusy(true);
    try {
      await removeSelfAsCollaborator(collaborator.id, collaborator.teachingId);
      // Removed locally at once; the page refreshes in the background (the management bar may change too).
      queryClient.setQueryData<{ event: PublicEvent }>(eventPublicKeys.event(eventId), (prev) =>
        prev ? { event: { ...prev.event, collaborators: prev.event.collaborators.filter((c) => c.teachingId !== collaborator.teachingId) } } : prev,
      );
      onAlert({ id: 'collaborator', color: 'green', message: EVENT_MESSAGES.collaboratorRemoved });
      void queryClient.invalidateQueries({ queryKey: eventPublicKeys.event(eventId) });
    } catch (error) {
      onAlert({ id: 'collaborator', color: 'red', message: errorMessage(error, EVENT_MESSAGES.collaboratorRemoveFailed) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      size="compact-xs"
      variant="subtle"
      color="red"
      loading={busy}
      onClick={() => void leave()}
      aria-label={T.removeCollaborator(collaborator.name)}
    >
      {T.remove}
    </Button>
  );
}
