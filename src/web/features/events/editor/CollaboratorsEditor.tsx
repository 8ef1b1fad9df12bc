import { ActionIcon, Alert, Badge, Button, Group, Paper, Select, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { MANAGE_EVENT_MESSAGES } from '../../../../contracts/events-management.messages.ts';
import type { ManagedCollaborator, ManagedEventReply } from '../../../../contracts/events-management.ts';
import { ACCESS_SETTINGS, ACCESS_SETTING_LABELS, type AccessSetting } from '../../../../domain/events.ts';
import { errorMessage } from '../../../app/http.ts';
import { notifyApiError, notifySuccess } from '../../../app/notify.ts';
import { ActionsHeader } from '../../../ui/ActionsHeader.tsx';
import { confirmAction } from '../../../ui/confirm.tsx';
import { AnchorLink } from '../../../ui/links.tsx';
import { ProfileIdentity } from '../../../ui/ProfileIdentity.tsx';
import { profileRoute } from '../../profiles/paths.ts';
import { ProfileResults, ProfileSearchInput, useProfileSearch } from '../../team/ProfileSearch.tsx';
import { useAddCollaborator, useRemoveCollaborator, useUpdateCollaborator } from '../api.ts';

/** What each access setting lets a collaborator do (buyer-side 6). */
export const ACCESS_SETTING_HINTS: Record<AccessSetting, string> = {
  admin: 'Edit the event, guests, team, stats and video',
  door: 'Check in guests and see the team',
  door_with_stats: 'Check in guests and see stats',
  basic: 'Shown on the event page; sees the team',
};

const accessOptions = ACCESS_SETTINGS.map((a) => ({ value: a, label: ACCESS_SETTING_LABELS[a] }));

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

function AddCollaborator({ reply }: { reply: ManagedEventReply }) {
  const found = useProfileSearch(null, new Set([reply.owner.id, ...reply.collaborators.map((c) => c.profile.id)]));
  const { selected } = found;
  const [access, setAccess] = useState<AccessSetting>('basic');
  const [error, setError] = useState<string | null>(null);
  const add = useAddCollaborator(reply.event.id);

  const submit = () => {
    setError(null);
    if (!selected) {
      setError(MANAGE_EVENT_MESSAGES.chooseProfile);
      return;
    }
    add.mutate(
      { profileId: selected.id, accessSetting: access },
      {
        onSuccess: () => {
          notifySuccess(MANAGE_EVENT_MESSAGES.collaboratorAdded);
          found.clear();
        },
        onError: (e) => setError(errorMessage(e, 'Unable to add the collaborator. Please try again later.')),
      },
    );
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} fz="lg">
          Add a collaborator
        </Title>
        <ProfileSearchInput state={found} placeholder="Name, username or email" onType={() => setError(null)} />
        {found.searched ? (
          found.results.length ? (
            <ProfileResults state={found} alreadyLabel={MANAGE_EVENT_MESSAGES.alreadyAdded} />
          ) : (
            <Text fz="sm" c="dimmed" aria-live="polite">
              {MANAGE_EVENT_MESSAGES.profileNotFound}
            </Text>
          )
        ) : null}
        <Select
          label="Access"
          description={ACCESS_SETTING_HINTS[access]}
          data={accessOptions}
          value={access}
          onChange={(v) => v && setAccess(v as AccessSetting)}
          allowDeselect={false}
          maw={360}
        />
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button leftSection={<IconUserPlus size={16} />} onClick={submit} loading={add.isPending} disabled={!selected}>
            Add collaborator
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function CollaboratorRow({ collaborator, eventId, canManage }: { collaborator: ManagedCollaborator; eventId: string; canManage: boolean }) {
  const update = useUpdateCollaborator(eventId);
  const remove = useRemoveCollaborator(eventId);
  const removeIt = async () => {
    const ok = await confirmAction({
      title: `Remove ${collaborator.profile.name}?`,
      message: 'They will no longer appear on the event page or have access to this event.',
      confirmLabel: 'Remove',
      danger: true,
    });
    if (!ok) return;
    remove.mutate(collaborator.id, {
      onSuccess: () => notifySuccess(MANAGE_EVENT_MESSAGES.collaboratorRemoved),
      onError: (e) => notifyApiError(e, 'Unable to remove the collaborator. Please try again later.'),
    });
  };
  return (
    <Table.Tr>
      <Table.Td>
        <ProfileCell profile={collaborator.profile} />
      </Table.Td>
      <Table.Td>
        {canManage ? (
          <Select
            aria-label={`Access of ${collaborator.profile.name}`}
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
                  onError: (e) => notifyApiError(e, 'Unable to change the access. Please try again later.'),
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
          <Tooltip label="Remove">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove ${collaborator.profile.name}`}
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
        Collaborators appear on the event page and get access to this event by their setting. Admin: {ACCESS_SETTING_HINTS.admin.toLowerCase()}; Door:{' '}
        {ACCESS_SETTING_HINTS.door.toLowerCase()}; Door with stats: {ACCESS_SETTING_HINTS.door_with_stats.toLowerCase()}; Basic:{' '}
        {ACCESS_SETTING_HINTS.basic.toLowerCase()}.
      </Text>
      {canManage ? <AddCollaborator reply={reply} /> : null}
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="sm" aria-label="Event team">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Access</Table.Th>
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
                    Organizer
                  </Badge>
                </Table.Td>
                <Table.Td />
              </Table.Tr>
              {reply.collaborators.map((c) => (
                <CollaboratorRow key={c.id} collaborator={c} eventId={reply.event.id} canManage={canManage} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {reply.collaborators.length === 0 ? (
          <Text c="dimmed" fz="sm" ta="center" py="md">
            No collaborators yet.
          </Text>
        ) : null}
      </Paper>
    </Stack>
  );
}
