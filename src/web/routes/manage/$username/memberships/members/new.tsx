import { createFileRoute } from '@tanstack/react-router';
import { useManagedProfile } from '../../../../../features/manage/api.ts';
import { MemberForm } from '../../../../../features/memberships/MemberForm.tsx';

export const Route = createFileRoute('/manage/$username/memberships/members/new')({
  component: NewMemberPage,
});

function NewMemberPage() {
  const { profile } = useManagedProfile();
  return <MemberForm ownerId={profile.id} username={profile.username} memberId={null} />;
}
