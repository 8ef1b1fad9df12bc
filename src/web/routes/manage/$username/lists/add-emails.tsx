import { createFileRoute } from '@tanstack/react-router';
import { useManagedProfile } from '../../../../features/manage/api.ts';
import { AddEmailsForm } from '../../../../features/private-lists/AddEmailsForm.tsx';
import { listIdSearchParams } from '../../../../features/private-lists/list-search.ts';
import { WithList } from '../../../../features/private-lists/WithList.tsx';

/** Add Emails (content-management 2.5) to the list of ?listId. */
export const Route = createFileRoute('/manage/$username/lists/add-emails')({
  validateSearch: listIdSearchParams,
  component: AddEmailsPage,
});

function AddEmailsPage() {
  const { profile } = useManagedProfile();
  const { listId } = Route.useSearch();
  return (
    <WithList ownerId={profile.id} id={listId}>
      {(list) => <AddEmailsForm key={list.id} ownerId={profile.id} username={profile.username} list={list} />}
    </WithList>
  );
}
