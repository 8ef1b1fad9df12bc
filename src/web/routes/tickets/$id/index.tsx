import { createFileRoute } from '@tanstack/react-router';
import { loadTicketPage } from '../../../features/tickets/load.ts';
import { TicketPage } from '../../../features/tickets/TicketPage.tsx';

/** /tickets/:id: the ticket page (buyer-side 2.9) of every ticket of an order (the e-mailed link). */
export const Route = createFileRoute('/tickets/$id/')({
  loader: ({ context, params, location }) => loadTicketPage(context.queryClient, 'tickets', params.id, location.href),
  component: TicketRoute,
});

function TicketRoute() {
  const { id } = Route.useParams();
  return <TicketPage type="tickets" id={id} />;
}
