import {
  Alert,
  Avatar,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCheck, IconMailForward, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { TEAM_MESSAGES } from '../../../contracts/team.messages.ts';
import { isValidEmail, normalizeEmail } from '../../../domain/people.ts';
import { notifyError, notifySuccess } from '../../app/notify.ts';
import { errorMessage } from '../../app/http.ts';
import { ButtonLink } from '../../ui/links.tsx';
import { collaboratorSearchQuery, useAddTeamMember, type CollaboratorResult, type Roles } from './api.ts';
import { RolesFields } from './RolesFields.tsx';

/** The search debounce of the add-member page (300 ms). */
export const TEAM_SEARCH_DEBOUNCE_MS = 300;

/** A person or organization found by the collaborator search, selectable unless already added. */
export function ResultRow({
  result,
  selected,
  onSelect,
  alreadyLabel = TEAM_MESSAGES.alreadyMember,
}: {
  result: CollaboratorResult;
  selected: boolean;
  onSelect: () => void;
  alreadyLabel?: string;
}) {
  return (
    <UnstyledButton
      onClick={onSelect}
      disabled={result.alreadyAdded}
      aria-pressed={selected}
      aria-label={`${result.name} @${result.username}${result.alreadyAdded ? ` (${alreadyLabel})` : ''}`}
      p="sm"
      style={{
        borderRadius: 8,
        border: `1px solid ${selected ? 'var(--mantine-color-violet-5)' : 'var(--mantine-color-gray-3)'}`,
        background: selected ? 'var(--mantine-color-violet-0)' : undefined,
        opacity: result.alreadyAdded ? 0.6 : 1,
        cursor: result.alreadyAdded ? 'not-allowed' : 'pointer',
      }}
    >
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Avatar src={result.avatar} name={result.name} color="initials" radius={result.type === 'school' ? 'sm' : 'xl'} />
          <div style={{ minWidth: 0 }}>
            <Text fz="sm" fw={600} truncate>
              {result.name}
            </Text>
            <Text fz="xs" c="dimmed" truncate>
              @{result.username} · {result.type === 'school' ? 'Organization' : 'Person'}
            </Text>
          </div>
        </Group>
        {result.alreadyAdded ? (
          <Badge variant="light" color="gray">
            {alreadyLabel}
          </Badge>
        ) : selected ? (
          <IconCheck size={18} color="var(--mantine-color-violet-6)" />
        ) : null}
      </Group>
    </UnstyledButton>
  );
}

/** Settings > Team > Add member: find a person or organization, or invite an e-mail. */
export function AddTeamMember({ ownerId, username }: { ownerId: string; username: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), TEAM_SEARCH_DEBOUNCE_MS);
  const [selected, setSelected] = useState<CollaboratorResult | null>(null);
  const [roles, setRoles] = useState<Roles>({ admin: false, receiveNotifications: false, hidden: false });
  const [formError, setFormError] = useState<string | null>(null);
  const search = useQuery(collaboratorSearchQuery(ownerId, debounced));
  const add = useAddTeamMember(ownerId);

  const results = debounced ? (search.data?.results ?? []) : [];
  const searched = debounced.length > 0 && search.isSuccess && debounced === text.trim();
  const inviteEmail = searched && results.length === 0 && isValidEmail(debounced) ? normalizeEmail(debounced) : null;

  const save = () => {
    setFormError(null);
    if (!selected && !inviteEmail) {
      setFormError(TEAM_MESSAGES.userOrEmailRequired);
      return;
    }
    add.mutate(selected ? { userId: selected.id, ...roles } : { email: inviteEmail!, ...roles }, {
      onSuccess: () => {
        notifySuccess(TEAM_MESSAGES.added);
        void navigate({ to: '/manage/$username/settings/team', params: { username } });
      },
      onError: (error) => {
        const message = errorMessage(error, TEAM_MESSAGES.addFailed);
        setFormError(message);
        notifyError(TEAM_MESSAGES.addFailed);
      },
    });
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={720}>
      <Stack gap="lg">
        <TextInput
          label="Search for a person or organization"
          description="Search by name or email address."
          placeholder="Name or email"
          leftSection={<IconSearch size={16} />}
          rightSection={search.isFetching ? <Loader size="xs" /> : null}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setSelected(null);
            setFormError(null);
          }}
          data-autofocus
        />

        {debounced && searched ? (
          results.length > 0 ? (
            <Stack gap="xs">
              <Text fz="sm" c="dimmed" aria-live="polite">
                {TEAM_MESSAGES.resultsFound(results.length)}
              </Text>
              {results.map((r) => (
                <ResultRow key={r.id} result={r} selected={selected?.id === r.id} onSelect={() => setSelected(r)} />
              ))}
            </Stack>
          ) : inviteEmail ? (
            <Alert color="violet" icon={<IconMailForward size={18} />} aria-live="polite">
              {TEAM_MESSAGES.willInvite(inviteEmail)}
            </Alert>
          ) : (
            <Text fz="sm" c="dimmed" aria-live="polite">
              {TEAM_MESSAGES.notFound}
            </Text>
          )
        ) : null}
        {search.isError ? (
          <Text fz="sm" c="red">
            {errorMessage(search.error, 'Unable to search. Please try again later.')}
          </Text>
        ) : null}

        <RolesFields value={roles} onChange={setRoles} />

        {formError ? (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        ) : null}

        <Group justify="flex-end" gap="sm">
          <ButtonLink to="/manage/$username/settings/team" params={{ username }} variant="default">
            Cancel
          </ButtonLink>
          <Button onClick={save} loading={add.isPending} disabled={!selected && !inviteEmail}>
            Save
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
