import { Alert, Button, Group, Paper, Select, Stack, Title } from '@mantine/core';
import { IconMailForward, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { COLLABORATORS_TEXTS as T, EVENT_EDITOR_TEXTS, MANAGE_EVENT_MESSAGES } from '../../../../contracts/events-management.messages.ts';
import type { ManagedEventReply } from '../../../../contracts/events-management.ts';
import { ACCESS_SETTINGS, ACCESS_SETTING_LABELS, type AccessSetting } from '../../../../domain/events.ts';
import { errorMessage } from '../../../app/http.ts';
import { notifySuccess } from '../../../app/notify.ts';
import { ProfileSearchInput, SearchOutcome, useProfileSearch } from '../../team/index.ts';
import { useAddCollaborator, useInviteCollaborator } from '../api.ts';

/** What each access setting lets a collaborator do (buyer-side 6). */
export const ACCESS_SETTING_HINTS: Record<AccessSetting, string> = T.accessHints;

export const accessOptions = ACCESS_SETTINGS.map((a) => ({ value: a, label: ACCESS_SETTING_LABELS[a] }));

/** Team > Add a collaborator: a person or organization found by the search, or an e-mail address invited. */
export function AddCollaborator({ reply }: { reply: ManagedEventReply }) {
  const found = useProfileSearch(null, new Set([reply.owner.id, ...reply.collaborators.map((c) => c.profile.id)]));
  const { selected, inviteEmail } = found;
  const [access, setAccess] = useState<AccessSetting>('basic');
  const [error, setError] = useState<string | null>(null);
  const add = useAddCollaborator(reply.event.id);
  const invite = useInviteCollaborator(reply.event.id);
  const onError = (e: unknown) => setError(errorMessage(e, T.addFailed));

  const submit = () => {
    setError(null);
    if (selected) {
      add.mutate(
        { profileId: selected.id, accessSetting: access },
        {
          onSuccess: () => {
            notifySuccess(MANAGE_EVENT_MESSAGES.collaboratorAdded);
            found.clear();
          },
          onError,
        },
      );
    } else if (inviteEmail) {
      invite.mutate(
        { email: inviteEmail, accessSetting: access },
        {
          onSuccess: () => {
            notifySuccess(MANAGE_EVENT_MESSAGES.invitationSent(inviteEmail));
            found.clear();
          },
          onError,
        },
      );
    } else {
      setError(MANAGE_EVENT_MESSAGES.chooseProfileOrEmail);
    }
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} fz="lg">
          {T.addTitle}
        </Title>
        <ProfileSearchInput state={found} description={T.searchHint} placeholder={T.searchPlaceholder} onType={() => setError(null)} />
        <SearchOutcome state={found} alreadyLabel={MANAGE_EVENT_MESSAGES.alreadyAdded} />
        <Select
          label={EVENT_EDITOR_TEXTS.access}
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
          {inviteEmail && !selected ? (
            <Button leftSection={<IconMailForward size={16} />} onClick={submit} loading={invite.isPending}>
              {T.sendInvitation}
            </Button>
          ) : (
            <Button leftSection={<IconUserPlus size={16} />} onClick={submit} loading={add.isPending} disabled={!selected}>
              {T.add}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
