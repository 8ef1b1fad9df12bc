import { createFileRoute } from '@tanstack/react-router';
import { useManagedProfile } from '../../../../features/manage/api.ts';
import { BulkImport } from '../../../../features/private-lists/BulkImport.tsx';
import { listIdSearchParams } from '../../../../features/private-lists/list-search.ts';
import { WithList } from '../../../../features/private-lists/WithList.tsx';

/** Bulk Import (content-management 2.5) into the list of ?listId. */
export const Route = createFileRoute('/manage/$username/lists/bulk-import')({
  validateSearch: listIdSearchParams,
  component: BulkImportPage,
});

function BulkImportPage() {
  const { profile } = useManagedProfile();
  const { listId } = Route.useSearch();
  return (
    <WithList ownerId={profile.id} id={listId}>
      {(list) => <BulkImport key={list.id} ownerId={profile.id} username={profile.username} list={list} />}
    </WithList>
  );
}
