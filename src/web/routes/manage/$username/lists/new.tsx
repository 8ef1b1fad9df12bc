import { createFileRoute } from '@tanstack/react-router';
import { useManagedProfile } from '../../../../features/manage/api.ts';
import { ListNameForm } from '../../../../features/private-lists/ListNameForm.tsx';

/** Add list (content-management 2.5). */
export const Route = createFileRoute('/manage/$username/lists/new')({
  component: NewListPage,
});

function NewListPage() {
  const { profile } = useManagedProfile();
  return <ListNameForm ownerId={profile.id} username={profile.username} list={null} />;
}
