import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useManagedProfile } from '../../../../features/manage/api.ts';
import { RevenuePage } from '../../../../features/reporting/RevenuePage.tsx';
import { revenueSearchParams, type RevenueSearch } from '../../../../features/reporting/search.ts';

/** Reporting > Revenue (accounts-and-reporting 2.3): ?type (the dimension) and ?order live in the address. */
export const Route = createFileRoute('/manage/$username/reporting/revenue')({
  validateSearch: revenueSearchParams,
  component: RevenueRoute,
});

function RevenueRoute() {
  const { profile } = useManagedProfile();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback((next: RevenueSearch) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true }), [navigate]);
  return <RevenuePage ownerId={profile.id} username={profile.username} search={search} onSearch={onSearch} />;
}
