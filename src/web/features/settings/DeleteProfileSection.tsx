import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { unableTo } from '../../../contracts/errors.messages.ts';
import { SETTINGS_MESSAGES, SETTINGS_PAGE_TEXTS as T } from '../../../contracts/settings.messages.ts';
import type { SettingsReply } from '../../../contracts/settings.ts';
import { isApiError } from '../../app/http.ts';
import { notifyApiError, notifyError, notifySuccess } from '../../app/notify.ts';
import { clearAccessToken } from '../../app/token.ts';
import { confirmAction } from '../../ui/confirm.tsx';
import { useSession } from '../accounts/index.ts';
import { forgetDeletedProfile, settingsQuery, useDeleteProfile } from './api.ts';

/** Settings > Account: deleting the account or organization (accounts-and-reporting 2.2, 8); `onLeave` runs before the page goes. */
export function DeleteProfileSection({ reply, onLeave }: { reply: SettingsReply; onLeave: () => void }) {
  const { profile, deleteRefusal } = reply;
  const isOrganization = profile.type === 'school';
  const what = isOrganization ? 'organization' : 'account';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const remove = useDeleteProfile();

  const deleteProfile = async () => {
    // Ask the server first: a refusal (the person still owns an organization) is said before the irreversible confirmation.
    const fresh = await queryClient.fetchQuery({ ...settingsQuery(profile.username), staleTime: 0 }).catch(() => reply);
    if (fresh.deleteRefusal) {
      notifyError(fresh.deleteRefusal);
      return;
    }
    const confirmed = await confirmAction({
      title: SETTINGS_MESSAGES.deleteQuestion(what),
      message: T.deleteIrreversible(what),
      confirmLabel: T.confirmDeletion,
      danger: true,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(profile.id);
      onLeave();
      if (user && user.id === profile.id) clearAccessToken();
      notifySuccess(SETTINGS_MESSAGES.deleted);
      await navigate({ to: '/', replace: true });
      await forgetDeletedProfile(queryClient);
    } catch (error) {
      notifyApiError(error, isApiError(error) ? error.message : unableTo('delete'));
    }
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} style={{ borderColor: 'var(--mantine-color-red-3)' }}>
      <Group justify="space-between" gap="md">
        <Stack gap={2} style={{ flex: 1, minWidth: 220 }}>
          <Text fw={700}>{T.deleteTitle(what)}</Text>
          <Text c="dimmed" fz="sm">
            {T.deleteText(what)}
          </Text>
          {deleteRefusal ? (
            <Text fz="sm" c="red" role="status">
              {deleteRefusal}
            </Text>
          ) : null}
        </Stack>
        <Button color="red" variant="light" onClick={() => void deleteProfile()} loading={remove.isPending} disabled={!!deleteRefusal}>
          {T.deleteTitle(what)}
        </Button>
      </Group>
    </Paper>
  );
}
