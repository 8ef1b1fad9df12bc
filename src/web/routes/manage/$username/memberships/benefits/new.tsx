import { createFileRoute } from '@tanstack/react-router';
import { useManagedProfile } from '../../../../../features/manage/api.ts';
import { BenefitForm } from '../../../../../features/memberships/BenefitForm.tsx';

export const Route = createFileRoute('/manage/$username/memberships/benefits/new')({
  component: NewBenefitPage,
});

function NewBenefitPage() {
  const { profile } = useManagedProfile();
  return <BenefitForm ownerId={profile.id} username={profile.username} benefitId={null} />;
}
