import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useSession } from '../../features/accounts/api.ts';
import { OrganizersPage } from '../../features/admin/OrganizersPage.tsx';
import { organizersSearchParams, type OrganizersSearch } from '../../features/admin/search.ts';
import { FullPageLoading } from '../../ui/FullPageLoading.tsx';
import { Page404 } from '../../ui/Page404.tsx';

/** The organizers list for site admins (accounts-and-reporting 2.8); everyone else gets the 404 page. */
export const Route = createFileRoute('/organize/organizers')({
  validateSearch: organizersSearchParams,
  component: OrganizersRoute,
});

function OrganizersRoute() {
  const { user, isPending } = useSession();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback((next: OrganizersSearch) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true }), [navigate]);
  if (isPending) return <FullPageLoading />;
  if (!user?.admin) return <Page404 />;
  return <OrganizersPage search={search} onSearch={onSearch} />;
}
