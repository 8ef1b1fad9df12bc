import { createFileRoute } from '@tanstack/react-router';
import { MEMBERSHIP_MESSAGES } from '../../../../../../contracts/memberships.messages.ts';
import { isUuid } from '../../../../../app/search-params.ts';
import { useManagedProfile } from '../../../../../features/manage/api.ts';
import { MemberForm } from '../../../../../features/memberships/MemberForm.tsx';
import { NotFound } from '../../../../../ui/NotFound.tsx';

export const Route = createFileRoute('/manage/$username/memberships/members/edit/$id')({
  component: EditMemberPage,
});

function EditMemberPage() {
  const { id } = Route.useParams();
  const { profile } = useManagedProfile();
  if (!isUuid(id)) return <NotFound message={MEMBERSHIP_MESSAGES.memberNotFound} />;
  return <MemberForm key={id} ownerId={profile.id} username={profile.username} memberId={id} />;
}
