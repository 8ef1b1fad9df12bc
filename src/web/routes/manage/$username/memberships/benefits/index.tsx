import { createFileRoute } from '@tanstack/react-router';
import { useManagedProfile } from '../../../../../features/manage/api.ts';
import { BenefitsTable } from '../../../../../features/memberships/BenefitsTable.tsx';

export const Route = createFileRoute('/manage/$username/memberships/benefits/')({
  component: BenefitsPage,
});

function BenefitsPage() {
  const { profile } = useManagedProfile();
  return <BenefitsTable ownerId={profile.id} username={profile.username} />;
}
