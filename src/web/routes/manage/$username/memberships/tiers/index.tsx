import { createFileRoute } from '@tanstack/react-router';
import { useManagedProfile } from '../../../../../features/manage/api.ts';
import { TiersTable } from '../../../../../features/memberships/TiersTable.tsx';

export const Route = createFileRoute('/manage/$username/memberships/tiers/')({
  component: TiersPage,
});

function TiersPage() {
  const { profile } = useManagedProfile();
  return <TiersTable ownerId={profile.id} username={profile.username} />;
}
