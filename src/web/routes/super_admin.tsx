import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useSession } from '../features/accounts/api.ts';
import { AdminConsole } from '../features/admin/AdminConsole.tsx';
import { consoleSearchParams, type ConsoleSearch } from '../features/admin/search.ts';
import { FullPageLoading } from '../ui/FullPageLoading.tsx';
import { Page404 } from '../ui/Page404.tsx';

/** The site admins' console (issue 33); everyone else gets the 404 page, as the API gives them 404. */
export const Route = createFileRoute('/super_admin')({
  validateSearch: consoleSearchParams,
  component: SuperAdminPage,
});

function SuperAdminPage() {
  const { user, isPending } = useSession();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback(
    (patch: Partial<ConsoleSearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true }),
    [navigate],
  );
  if (isPending) return <FullPageLoading />;
  if (!user?.admin) return <Page404 />;
  return <AdminConsole search={search} onSearch={onSearch} />;
}
