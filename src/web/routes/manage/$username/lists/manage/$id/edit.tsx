import { createFileRoute } from '@tanstack/react-router';
import { isUuid } from '../../../../../../app/search-params.ts';
import { useManagedProfile } from '../../../../../../features/manage/api.ts';
import { ListNameForm } from '../../../../../../features/private-lists/ListNameForm.tsx';
import { WithList } from '../../../../../../features/private-lists/WithList.tsx';

/** Rename a list (content-management 2.5). */
export const Route = createFileRoute('/manage/$username/lists/manage/$id/edit')({
  component: RenameListPage,
});

function RenameListPage() {
  const { profile } = useManagedProfile();
  const { id } = Route.useParams();
  return (
    <WithList ownerId={profile.id} id={isUuid(id) ? id : undefined}>
      {(list) => <ListNameForm key={list.id} ownerId={profile.id} username={profile.username} list={list} />}
    </WithList>
  );
}
