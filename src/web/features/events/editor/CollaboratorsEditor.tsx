import { ActionIcon, Badge, Paper, Select, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { COLLABORATORS_TEXTS as T, EVENT_EDITOR_TEXTS as E, MANAGE_EVENT_MESSAGES } from '../../../../contracts/events-management.messages.ts';
import type { ManagedCollaborator, ManagedEventReply } from '../../../../contracts/events-management.ts';
import { ACCESS_SETTINGS, ACCESS_SETTING_LABELS, type AccessSetting } from '../../../../domain/events.ts';
import { notifyApiError, notifyChange, notifySuccess } from '../../../app/notify.ts';
import { ActionsHeader } from '../../../ui/ActionsHeader.tsx';
import { confirmAction } from '../../../ui/confirm.tsx';
import { AnchorLink } from '../../../ui/links.tsx';
import { ProfileIdentity } from '../../../ui/ProfileIdentity.tsx';
import { profileRoute } from '../../profiles/index.ts';
import { useRemoveCollaborator, useUpdateCollaborator } from '../api.ts';
import { ACCESS_SETTING_HINTS, accessOptions, AddCollaborator } from './AddCollaborator.tsx';
import { CollaboratorInvitationRow } from './CollaboratorInvitationRow.tsx';

function ProfileCell({ profile }: { profile: ManagedCollaborator['profile'] }) {
  return (
    <ProfileIdentity
      profile={profile}
      avatarSize={36}
      name={
        <AnchorLink to={profileRoute(profile.type)} params={{ username: profile.username }} fz="sm" fw={600} c="dark" truncate="end" display="block">
          {profile.name}
        </AnchorLink>
      }
    />
  );
}

function CollaboratorRow({ collaborator, eventId, canManage }: { collaborator: ManagedCollaborator; eventId: string; canManage: boolean }) {
  const update = useUpdateCollaborator(eventId);
  const remove = useRemoveCollaborator(eventId);
  const removeIt = async () => {
    const ok = await confirmAction({
      title: T.removeTitle(collaborator.profile.name),
      message: T.removeText,
      confirmLabel: E.remove,
      danger: true,
    });
    if (!ok) return;
    await notifyChange(remove.mutateAsync(collaborator.id), MANAGE_EVENT_MESSAGES.collaboratorRemoved, T.removeFailed);
  };
  return (
    <Table.Tr>
      <Table.Td>
        <ProfileCell profile={collaborator.profile} />
      </Table.Td>
      <Table.Td>
        {canManage ? (
          <Select
            aria-label={T.accessOf(collaborator.profile.name)}
            data={accessOptions}
            value={collaborator.accessSetting}
            allowDeselect={false}
            disabled={update.isPending}
            w={180}
            onChange={(v) => {
              if (!v || v === collaborator.accessSetting) return;
              update.mutate(
                { id: collaborator.id, accessSetting: v as AccessSetting },
                {
                  onSuccess: () => notifySuccess(MANAGE_EVENT_MESSAGES.collaboratorUpdated),
                  onError: (e) => notifyApiError(e, T.changeFailed),
                },
              );
            }}
          />
        ) : (
          <Badge variant="light">{ACCESS_SETTING_LABELS[collaborator.accessSetting]}</Badge>
        )}
      </Table.Td>
      <Table.Td>
        {canManage ? (
          <Tooltip label={E.remove}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={E.removeItem(collaborator.profile.name)}
              onClick={() => void removeIt()}
              loading={remove.isPending}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}

/** Team (the spec's teachings): the organizer and the collaborators with their access settings. */
export function CollaboratorsEditor({ reply }: { reply: ManagedEventReply }) {
  const canManage = reply.permissions.canManageTeam;
  return (
    <Stack gap="lg" maw={920}>
      <Text c="dimmed" fz="sm">
        {T.intro(ACCESS_SETTINGS.map((a) => ({ label: ACCESS_SETTING_LABELS[a], hint: ACCESS_SETTING_HINTS[a] })))}
      </Text>
      {canManage ? <AddCollaborator reply={reply} /> : null}
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="sm" aria-label={T.tableLabel}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{E.name}</Table.Th>
                <Table.Th>{E.access}</Table.Th>
                <ActionsHeader />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Table.Tr>
                <Table.Td>
                  <ProfileCell profile={reply.owner} />
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color="violet">
                    {E.organizer}
                  </Badge>
                </Table.Td>
                <Table.Td />
              </Table.Tr>
              {reply.collaborators.map((c) => (
                <CollaboratorRow key={c.id} collaborator={c} eventId={reply.event.id} canManage={canManage} />
              ))}
              {reply.collaboratorInvitations.map((i) => (
                <CollaboratorInvitationRow key={i.id} invitation={i} eventId={reply.event.id} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {reply.collaborators.length === 0 && reply.collaboratorInvitations.length === 0 ? (
          <Text c="dimmed" fz="sm" ta="center" py="md">
            {T.noCollaborators}
          </Text>
        ) : null}
      </Paper>
    </Stack>
  );
}
