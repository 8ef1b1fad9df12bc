import { createFileRoute, redirect } from '@tanstack/react-router';
import { searchParams } from '../../../../app/search-params.ts';
import { listPageParam } from '../../../../ui/list/list-params.ts';
import { MEMBERSHIP_PARAMS } from '../../../../features/memberships-public/search.ts';
import { SubscriptionList } from '../../../../features/tickets/PatronTickets.tsx';

export const Route = createFileRoute('/manage/$username/tickets-and-subscriptions/subscriptions')({
  // Manage's form post comes back here, with error_message or success_message for the result modal.
  validateSearch: searchParams({ page: listPageParam, ...MEMBERSHIP_PARAMS }),
  // Native mode has no Subscriptions tab (accounts-and-reporting 2.5).
  beforeLoad: ({ search, params }) => {
    if ((search as { native?: string }).native === 'true') {
      throw redirect({ to: '/manage/$username/tickets-and-subscriptions/tickets', params, search: { native: 'true' }, replace: true });
    }
  },
  component: Subscriptions,
});

function Subscriptions() {
  const { page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <SubscriptionList page={page} onPage={(p) => void navigate({ search: (prev) => ({ ...prev, page: p > 1 ? p : undefined }) })} />;
}
