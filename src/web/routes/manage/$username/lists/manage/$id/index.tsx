import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { isUuid } from '../../../../../../app/search-params.ts';
import { useManagedProfile } from '../../../../../../features/manage/api.ts';
import { membersSearchParams, type MembersSearch } from '../../../../../../features/private-lists/list-search.ts';
import { ManageList } from '../../../../../../features/private-lists/ManageList.tsx';
import { WithList } from '../../../../../../features/private-lists/WithList.tsx';

/** Manage list (content-management 2.5); the members table's search and page live in the address (?search, ?page). */
export const Route = createFileRoute('/manage/$username/lists/manage/$id/')({
  validateSearch: membersSearchParams,
  component: ManageListPage,
});

function ManageListPage() {
  const { profile } = useManagedProfile();
  const { id } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback((patch: MembersSearch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true }), [navigate]);
  return (
    <WithList ownerId={profile.id} id={isUuid(id) ? id : undefined}>
      {(list) => <ManageList ownerId={profile.id} username={profile.username} list={list} search={search} onSearch={onSearch} />}
    </WithList>
  );
}
