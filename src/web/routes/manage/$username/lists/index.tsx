import { Group } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { PRIVATE_LISTS_TEXTS } from '../../../../../contracts/private-lists.messages.ts';
import { useManagedProfile } from '../../../../features/manage/api.ts';
import { ManagePage } from '../../../../features/manage/ManagePage.tsx';
import { listsSearchParams, type ListsSearch } from '../../../../features/private-lists/list-search.ts';
import { ListsInfo } from '../../../../features/private-lists/ListsInfo.tsx';
import { ListsTable } from '../../../../features/private-lists/ListsTable.tsx';

/** Private Access Lists (content-management 2.5); the search and the sort live in the address (?search, ?sortBy, ?sortOrder). */
export const Route = createFileRoute('/manage/$username/lists/')({
  validateSearch: listsSearchParams,
  component: ListsPage,
});

function ListsPage() {
  const { profile } = useManagedProfile();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback((patch: ListsSearch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true }), [navigate]);
  return (
    <ManagePage
      title={
        <Group gap={6} component="span">
          {PRIVATE_LISTS_TEXTS.title}
          <ListsInfo />
        </Group>
      }
    >
      <ListsTable ownerId={profile.id} username={profile.username} search={search} onSearch={onSearch} />
    </ManagePage>
  );
}
