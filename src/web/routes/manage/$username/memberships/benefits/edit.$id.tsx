import { createFileRoute } from '@tanstack/react-router';
import { MEMBERSHIP_MESSAGES } from '../../../../../../contracts/memberships.messages.ts';
import { isUuid } from '../../../../../app/search-params.ts';
import { useManagedProfile } from '../../../../../features/manage/api.ts';
import { BenefitForm } from '../../../../../features/memberships/BenefitForm.tsx';
import { NotFound } from '../../../../../ui/NotFound.tsx';

export const Route = createFileRoute('/manage/$username/memberships/benefits/edit/$id')({
  component: EditBenefitPage,
});

function EditBenefitPage() {
  const { id } = Route.useParams();
  const { profile } = useManagedProfile();
  if (!isUuid(id)) return <NotFound message={MEMBERSHIP_MESSAGES.benefitNotFound} />;
  return <BenefitForm key={id} ownerId={profile.id} username={profile.username} benefitId={id} />;
}
