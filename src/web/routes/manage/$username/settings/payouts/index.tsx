import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { unableTo } from '../../../../../../contracts/errors.ts';
import { settingsQuery } from '../../../../../features/settings/api.ts';
import { PayoutsPanel } from '../../../../../features/settings/PayoutsPanel.tsx';
import { SettingsSkeleton } from '../../../../../features/settings/SettingsSkeleton.tsx';

export const Route = createFileRoute('/manage/$username/settings/payouts/')({
  component: PayoutsPage,
});

function PayoutsPage() {
  const { username } = Route.useParams();
  const { data, isPending, isError, error } = useQuery(settingsQuery(username));
  if (isPending) return <SettingsSkeleton />;
  if (isError) return <Alert color="red">{error.message || unableTo('load payouts')}</Alert>;
  return <PayoutsPanel reply={data} />;
}
