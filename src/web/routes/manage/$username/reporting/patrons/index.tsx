import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useManagedProfile } from '../../../../../features/manage/api.ts';
import { PatronsPage } from '../../../../../features/reporting/PatronsPage.tsx';
import { patronsSearchParams, type PatronsSearch } from '../../../../../features/reporting/search.ts';

/** Reporting > Patrons (accounts-and-reporting 2.3): ?search, ?page, ?sortBy and ?sortOrder live in the address. */
export const Route = createFileRoute('/manage/$username/reporting/patrons/')({
  validateSearch: patronsSearchParams,
  component: PatronsRoute,
});

function PatronsRoute() {
  const { profile } = useManagedProfile();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback((next: PatronsSearch) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true }), [navigate]);
  return <PatronsPage ownerId={profile.id} username={profile.username} search={search} onSearch={onSearch} />;
}
