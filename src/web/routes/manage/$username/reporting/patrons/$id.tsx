import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useManagedProfile } from '../../../../../features/manage/api.ts';
import { PatronPage } from '../../../../../features/reporting/PatronPage.tsx';
import { patronSearchParams, type PatronSearch } from '../../../../../features/reporting/search.ts';

/** A patron by profile id, or 'null' with ?email for a guest; ?ordersPage and ?activityPage page its two tables. */
export const Route = createFileRoute('/manage/$username/reporting/patrons/$id')({
  validateSearch: patronSearchParams,
  component: PatronRoute,
});

function PatronRoute() {
  const { id } = Route.useParams();
  const { profile } = useManagedProfile();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback((next: PatronSearch) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true }), [navigate]);
  return (
    <PatronPage key={`${id}:${search.email ?? ''}`} ownerId={profile.id} username={profile.username} id={id} search={search} onSearch={onSearch} />
  );
}
