import { createFileRoute, redirect } from '@tanstack/react-router';
import { useManagedProfile } from '../../../../../features/manage/api.ts';
import { AddCardReaderPage } from '../../../../../features/payouts/AddCardReaderPage.tsx';

export const Route = createFileRoute('/manage/$username/settings/payouts/add-card-reader')({
  beforeLoad: ({ search, params }) => {
    if ((search as { native?: string }).native === 'true') throw redirect({ to: '/manage/$username/settings/account', params, replace: true });
  },
  component: AddCardReaderRoute,
});

function AddCardReaderRoute() {
  const { username } = Route.useParams();
  const { profile } = useManagedProfile();
  return <AddCardReaderPage ownerId={profile.id} username={username} />;
}
