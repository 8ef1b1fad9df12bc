import { ActionIcon, Badge, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconMailForward, IconX } from '@tabler/icons-react';
import { COLLABORATORS_TEXTS as T, MANAGE_EVENT_MESSAGES } from '../../../../contracts/events-management.messages.ts';
import type { ManagedCollaboratorInvitation } from '../../../../contracts/events-management.ts';
import { ACCESS_SETTING_LABELS } from '../../../../domain/events.ts';
import { notifyApiError, notifyChange, notifySuccess } from '../../../app/notify.ts';
import { confirmAction } from '../../../ui/confirm.tsx';
import { useCancelCollaboratorInvitation, useResendCollaboratorInvitation } from '../api.ts';

/** A collaborator invited by e-mail who has not accepted yet: the address, its access, resend and cancel. */
export function CollaboratorInvitationRow({ invitation, eventId }: { invitation: ManagedCollaboratorInvitation; eventId: string }) {
  const resend = useResendCollaboratorInvitation(eventId);
  const cancel = useCancelCollaboratorInvitation(eventId);
  const cancelIt = async () => {
    const ok = await confirmAction({
      title: T.cancelTitle(invitation.email),
      message: T.cancelText,
      confirmLabel: T.cancelInvitation,
      cancelLabel: T.keepIt,
      danger: true,
    });
    if (!ok) return;
    await notifyChange(cancel.mutateAsync(invitation.id), MANAGE_EVENT_MESSAGES.invitationCancelled, T.cancelFailed);
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
              {T.inviteSent}
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
          <Tooltip label={T.resendInvitation}>
            <ActionIcon
              variant="subtle"
              aria-label={T.resendTo(invitation.email)}
              loading={resend.isPending}
              onClick={() =>
                resend.mutate(invitation.id, {
                  onSuccess: () => notifySuccess(MANAGE_EVENT_MESSAGES.invitationResent),
                  onError: (e) => notifyApiError(e, T.resendFailed),
                })
              }
            >
              <IconMailForward size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={T.cancelInvitation}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={T.cancelTo(invitation.email)}
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
