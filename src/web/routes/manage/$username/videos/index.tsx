import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { VIDEO_LIST_TEXTS } from '../../../../../contracts/videos.messages.ts';
import { useManagedProfile } from '../../../../features/manage/api.ts';
import { ManagePage } from '../../../../features/manage/ManagePage.tsx';
import { videosSearchParams, type VideosSearch } from '../../../../features/videos/list-search.ts';
import { VideosTable } from '../../../../features/videos/VideosTable.tsx';

/** Videos (content-management 2.4); the list's page, search and sort live in the address (?page, ?search, ?sortBy, ?sortOrder). */
export const Route = createFileRoute('/manage/$username/videos/')({
  validateSearch: videosSearchParams,
  component: VideosPage,
});

function VideosPage() {
  const { profile } = useManagedProfile();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback((next: VideosSearch) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true }), [navigate]);
  return (
    <ManagePage title={VIDEO_LIST_TEXTS.title}>
      <VideosTable ownerId={profile.id} username={profile.username} search={search} onSearch={onSearch} />
    </ManagePage>
  );
}
