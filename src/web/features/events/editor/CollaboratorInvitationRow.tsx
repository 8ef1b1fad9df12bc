import { ActionIcon, Badge, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconMailForward, IconX } from '@tabler/icons-react';
import { MANAGE_EVENT_MESSAGES } from '../../../../contracts/events-management.messages.ts';
import type { ManagedCollaboratorInvitation } from '../../../../contracts/events-management.ts';
import { ACCESS_SETTING_LABELS } from '../../../../domain/events.ts';
import { notifyApiError, notifySuccess } from '../../../app/notify.ts';
import { confirmAction } from '../../../ui/confirm.tsx';
import { useCancelCollaboratorInvitation, useResendCollaboratorInvitation } from '../api.ts';

/** A collaborator invited by e-mail who has not accepted yet: the address, its access, resend and cancel. */
export function CollaboratorInvitationRow({ invitation, eventId }: { invitation: ManagedCollaboratorInvitation; eventId: string }) {
  const resend = useResendCollaboratorInvitation(eventId);
  const cancel = useCancelCollaboratorInvitation(eventId);
  const cancelIt = async () => {
    const ok = await confirmAction({
      title: `Cancel the invitation to ${invitation.email}?`,
      message: 'The link in the e-mail will stop working.',
      confirmLabel: 'Cancel invitation',
      cancelLabel: 'Keep it',
      danger: true,
    });
    if (!ok) return;
    cancel.mutate(invitation.id, {
      onSuccess: () => notifySuccess(MANAGE_EVENT_MESSAGES.invitationCancelled),
      onError: (e) => notifyApiError(e, 'Unable to cancel the invitation. Please try again later.'),
    });
  };
  return (
    <Table.Tr>
      <Table.Td>
        <Stack gap={2}>
          <Text fz="sm" fw={600} truncate="end">
            {invitation.user?.name ?? invitation.email}
          </Text>
          <Group gap={6}>
            <Badge size="xs" variant="light" color="violet">
              Invite sent
            </Badge>
            {invitation.user ? (
              <Text fz="xs" c="dimmed" truncate="end">
                {invitation.email}
              </Text>
            ) : null}
          </Group>
        </Stack>
      </Table.Td>
      <Table.Td>
        <Badge variant="light">{ACCESS_SETTING_LABELS[invitation.accessSetting]}</Badge>
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <Tooltip label="Resend invitation">
            <ActionIcon
              variant="subtle"
              aria-label={`Resend the invitation to ${invitation.email}`}
              loading={resend.isPending}
              onClick={() =>
                resend.mutate(invitation.id, {
                  onSuccess: () => notifySuccess(MANAGE_EVENT_MESSAGES.invitationResent),
                  onError: (e) => notifyApiError(e, 'Unable to resend the invitation. Please try again later.'),
                })
              }
            >
              <IconMailForward size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Cancel invitation">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Cancel the invitation to ${invitation.email}`}
              loading={cancel.isPending}
              onClick={() => void cancelIt()}
            >
              <IconX size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
