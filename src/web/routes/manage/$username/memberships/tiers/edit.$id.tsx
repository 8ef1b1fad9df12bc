import { createFileRoute } from '@tanstack/react-router';
import { MEMBERSHIP_MESSAGES } from '../../../../../../contracts/memberships.messages.ts';
import { isUuid } from '../../../../../app/search-params.ts';
import { useManagedProfile } from '../../../../../features/manage/api.ts';
import { TierForm } from '../../../../../features/memberships/TierForm.tsx';
import { NotFound } from '../../../../../ui/NotFound.tsx';

export const Route = createFileRoute('/manage/$username/memberships/tiers/edit/$id')({
  component: EditTierPage,
});

function EditTierPage() {
  const { id } = Route.useParams();
  const { profile } = useManagedProfile();
  if (!isUuid(id)) return <NotFound message={MEMBERSHIP_MESSAGES.tierNotFound} />;
  return <TierForm key={id} ownerId={profile.id} username={profile.username} tierId={id} />;
}
