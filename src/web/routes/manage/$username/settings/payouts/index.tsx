import { createFileRoute, redirect } from '@tanstack/react-router';
import { useManagedProfile } from '../../../../../features/manage/api.ts';
import { PayoutsTab } from '../../../../../features/payouts/PayoutsTab.tsx';

export const Route = createFileRoute('/manage/$username/settings/payouts/')({
  // Payouts are hidden in native mode (accounts-and-reporting 2.1, 2.2).
  beforeLoad: ({ search, params }) => {
    if ((search as { native?: string }).native === 'true') throw redirect({ to: '/manage/$username/settings/account', params, replace: true });
  },
  component: PayoutsPage,
});

function PayoutsPage() {
  const { username } = Route.useParams();
  const { profile } = useManagedProfile();
  return <PayoutsTab ownerId={profile.id} username={username} />;
}
