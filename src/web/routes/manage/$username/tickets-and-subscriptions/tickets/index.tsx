import { createFileRoute } from '@tanstack/react-router';
import { searchParams } from '../../../../../app/search-params.ts';
import { listPageParam } from '../../../../../ui/list/list-params.ts';
import { PatronTicketList } from '../../../../../features/tickets/PatronTickets.tsx';

export const Route = createFileRoute('/manage/$username/tickets-and-subscriptions/tickets/')({
  validateSearch: searchParams({ page: listPageParam }),
  component: UpcomingTickets,
});

function UpcomingTickets() {
  const { page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PatronTicketList when="future" page={page} onPage={(p) => void navigate({ search: (prev) => ({ ...prev, page: p > 1 ? p : undefined }) })} />
  );
}
