import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { TEAM_MESSAGES } from '../../../contracts/team.messages.ts';
import { isValidEmail, normalizeEmail } from '../../../domain/people.ts';
import { notifyError, notifySuccess } from '../../app/notify.ts';
import { errorMessage } from '../../app/http.ts';
import { ButtonLink } from '../../ui/links.tsx';
import { useAddTeamMember, type Roles } from './api.ts';
import { ProfileResults, ProfileSearchInput, useProfileSearch } from './ProfileSearch.tsx';
import { RolesFields } from './RolesFields.tsx';

/** Settings > Team > Add member: find a person or organization, or invite an e-mail. */
export function AddTeamMember({ ownerId, username }: { ownerId: string; username: string }) {
  const navigate = useNavigate();
  const found = useProfileSearch(ownerId);
  const [roles, setRoles] = useState<Roles>({ admin: false, receiveNotifications: false, hidden: false });
  const [formError, setFormError] = useState<string | null>(null);
  const add = useAddTeamMember(ownerId);

  const { debounced, results, searched, selected, search } = found;
  const inviteEmail = searched && results.length === 0 && isValidEmail(debounced) ? normalizeEmail(debounced) : null;

  const save = () => {
    setFormError(null);
    if (!selected && !inviteEmail) {
      setFormError(TEAM_MESSAGES.userOrEmailRequired);
      return;
    }
    add.mutate(selected ? { userId: selected.id, ...roles } : { email: inviteEmail!, ...roles }, {
      onSuccess: () => {
        notifySuccess(TEAM_MESSAGES.invitationSent(selected ? selected.name : inviteEmail!));
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
        <ProfileSearchInput
          state={found}
          description="Search by name or email address."
          placeholder="Name or email"
          onType={() => setFormError(null)}
          autoFocus
        />

        {searched ? (
          results.length > 0 ? (
            <ProfileResults
              state={found}
              alreadyLabel={TEAM_MESSAGES.alreadyMember}
              header={
                <Text fz="sm" c="dimmed">
                  {TEAM_MESSAGES.resultsFound(results.length)}
                </Text>
              }
            />
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
