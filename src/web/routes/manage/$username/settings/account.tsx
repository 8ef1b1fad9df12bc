import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { unableTo } from '../../../../../contracts/errors.messages.ts';
import { settingsQuery } from '../../../../features/settings/api.ts';
import { AccountSettingsForm } from '../../../../features/settings/AccountSettingsForm.tsx';
import { SettingsSkeleton } from '../../../../features/settings/SettingsSkeleton.tsx';

export const Route = createFileRoute('/manage/$username/settings/account')({
  component: AccountSettingsPage,
});

function AccountSettingsPage() {
  const { username } = Route.useParams();
  const { data, isPending, isError, error } = useQuery(settingsQuery(username));
  if (isPending) return <SettingsSkeleton />;
  if (isError) return <Alert color="red">{error.message || unableTo('load settings')}</Alert>;
  return <AccountSettingsForm key={data.profile.id} reply={data} />;
}
