import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useManagedProfile } from '../../../../features/manage/api.ts';
import { ActivityPage } from '../../../../features/reporting/ActivityTable.tsx';
import { activitySearchParams, type ActivitySearch } from '../../../../features/reporting/search.ts';

/** Reporting > Activity (accounts-and-reporting 2.3): ?search and ?page live in the address. */
export const Route = createFileRoute('/manage/$username/reporting/activity')({
  validateSearch: activitySearchParams,
  component: ActivityRoute,
});

function ActivityRoute() {
  const { profile } = useManagedProfile();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback((next: ActivitySearch) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true }), [navigate]);
  return <ActivityPage ownerId={profile.id} username={profile.username} search={search} onSearch={onSearch} />;
}
