import { Alert, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { unableTo } from '../../../../../contracts/errors.messages.ts';
import { settingsQuery } from '../../../../features/settings/api.ts';
import { AccountSettingsForm } from '../../../../features/settings/AccountSettingsForm.tsx';
import { SettingsSkeleton } from '../../../../features/settings/SettingsSkeleton.tsx';
import { useSession } from '../../../../features/accounts/api.ts';
import { ChangePasswordSection } from '../../../../features/settings/ChangePasswordSection.tsx';
import { NotificationSettingsSection } from '../../../../features/notifications/NotificationSettingsSection.tsx';
import { SessionsSection } from '../../../../features/settings/SessionsSection.tsx';

export const Route = createFileRoute('/manage/$username/settings/account')({
  component: AccountSettingsPage,
});

function AccountSettingsPage() {
  const { username } = Route.useParams();
  const { data, isPending, isError, error } = useQuery(settingsQuery(username));
  const { user } = useSession();
  if (isPending) return <SettingsSkeleton />;
  if (isError) return <Alert color="red">{error.message || unableTo('load settings')}</Alert>;
  // The password and the devices belong to the person signed in: shown on their own account only (not an organization's).
  const own = user?.id === data.profile.id;
  return (
    <Stack gap="lg">
      <AccountSettingsForm key={data.profile.id} reply={data} />
      {own ? (
        <Stack gap="lg" maw={880}>
          <ChangePasswordSection />
          <SessionsSection />
          <NotificationSettingsSection />
        </Stack>
      ) : null}
    </Stack>
  );
}
