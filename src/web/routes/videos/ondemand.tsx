import { createFileRoute } from '@tanstack/react-router';
import { searchParams } from '../../app/search-params.ts';
import { requireSignedIn } from '../../features/accounts/index.ts';
import { OndemandList } from '../../features/broadcasts/OndemandList.tsx';
import { listPageParam } from '../../ui/list/list-params.ts';

/** /videos/ondemand (accounts-and-reporting 2.8): the replays the signed-in viewer may watch; ?page in the address. */
export const Route = createFileRoute('/videos/ondemand')({
  validateSearch: searchParams({ page: listPageParam }),
  beforeLoad: ({ context, location }) => requireSignedIn(context.queryClient, location.href),
  component: OndemandPage,
});

function OndemandPage() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <OndemandList page={page ?? 1} onPage={(p) => void navigate({ search: (prev) => ({ ...prev, page: p }), replace: true })} />;
}
