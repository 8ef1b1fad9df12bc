import {
  ActionIcon,
  Alert,
  Avatar,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MANAGE_EVENT_MESSAGES } from '../../../../contracts/events-management.messages.ts';
import type { ManagedCollaborator, ManagedEventReply } from '../../../../contracts/events-management.ts';
import { ACCESS_SETTINGS, ACCESS_SETTING_LABELS, type AccessSetting } from '../../../../domain/events.ts';
import { errorMessage } from '../../../app/http.ts';
import { notifyApiError, notifySuccess } from '../../../app/notify.ts';
import { confirmAction } from '../../../ui/confirm.tsx';
import { AnchorLink } from '../../../ui/links.tsx';
import { profileRoute } from '../../profiles/paths.ts';
import { ResultRow, TEAM_SEARCH_DEBOUNCE_MS } from '../../team/AddTeamMember.tsx';
import { collaboratorSearchQuery, type CollaboratorResult } from '../../team/api.ts';
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
    <Group gap="sm" wrap="nowrap">
      <Avatar src={profile.avatar} name={profile.name} color="initials" radius={profile.type === 'school' ? 'sm' : 'xl'} size={36} />
      <div style={{ minWidth: 0 }}>
        <AnchorLink
          to={profileRoute(profile.type)}
          params={{ username: profile.username }}
          fz="sm"
          fw={600}
          c="dark"
          truncate="end"
          display="block"
        >
          {profile.name}
        </AnchorLink>
        <Text fz="xs" c="dimmed" truncate>
          @{profile.username} · {profile.type === 'school' ? 'Organization' : 'Person'}
        </Text>
      </div>
    </Group>
  );
}

function AddCollaborator({ reply }: { reply: ManagedEventReply }) {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), TEAM_SEARCH_DEBOUNCE_MS);
  const [selected, setSelected] = useState<CollaboratorResult | null>(null);
  const [access, setAccess] = useState<AccessSetting>('basic');
  const [error, setError] = useState<string | null>(null);
  const search = useQuery(collaboratorSearchQuery(null, debounced));
  const add = useAddCollaborator(reply.event.id);
  const taken = new Set([reply.owner.id, ...reply.collaborators.map((c) => c.profile.id)]);
  const results = debounced ? (search.data?.results ?? []).map((r) => ({ ...r, alreadyAdded: taken.has(r.id) })) : [];
  const searched = debounced.length > 0 && search.isSuccess && debounced === text.trim();

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
          setSelected(null);
          setText('');
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
        <TextInput
          label="Search for a person or organization"
          placeholder="Name, username or email"
          leftSection={<IconSearch size={16} />}
          rightSection={search.isFetching ? <Loader size="xs" /> : null}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setSelected(null);
            setError(null);
          }}
        />
        {searched ? (
          results.length ? (
            <Stack gap="xs" aria-live="polite">
              {results.map((r) => (
                <ResultRow
                  key={r.id}
                  result={r}
                  selected={selected?.id === r.id}
                  onSelect={() => setSelected(r)}
                  alreadyLabel={MANAGE_EVENT_MESSAGES.alreadyAdded}
                />
              ))}
            </Stack>
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
        Collaborators appear on the event page and get access to this event by their setting. Admin:{' '}
        {ACCESS_SETTING_HINTS.admin.toLowerCase()}; Door: {ACCESS_SETTING_HINTS.door.toLowerCase()}; Door with stats:{' '}
        {ACCESS_SETTING_HINTS.door_with_stats.toLowerCase()}; Basic: {ACCESS_SETTING_HINTS.basic.toLowerCase()}.
      </Text>
      {canManage ? <AddCollaborator reply={reply} /> : null}
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="sm" aria-label="Event team">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Access</Table.Th>
                <Table.Th w={56}>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
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
