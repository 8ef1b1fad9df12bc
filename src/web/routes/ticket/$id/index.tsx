import { createFileRoute } from '@tanstack/react-router';
import { loadTicketPage } from '../../../features/tickets/load.ts';
import { TicketPage } from '../../../features/tickets/TicketPage.tsx';

/** /ticket/:id: the ticket page (buyer-side 2.9) of one ticket (a transferred or claimed one). */
export const Route = createFileRoute('/ticket/$id/')({
  loader: ({ context, params, location }) => loadTicketPage(context.queryClient, 'ticket', params.id, location.href),
  component: TicketRoute,
});

function TicketRoute() {
  const { id } = Route.useParams();
  return <TicketPage type="ticket" id={id} />;
}
