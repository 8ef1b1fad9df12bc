import { createFileRoute } from '@tanstack/react-router';
import { useManagedProfile } from '../../../../../features/manage/api.ts';
import { TierForm } from '../../../../../features/memberships/TierForm.tsx';

export const Route = createFileRoute('/manage/$username/memberships/tiers/new')({
  component: NewTierPage,
});

function NewTierPage() {
  const { profile } = useManagedProfile();
  return <TierForm ownerId={profile.id} username={profile.username} tierId={null} />;
}
