import { createFileRoute } from '@tanstack/react-router';
import { TicketNotFound } from '../../../features/tickets/TicketPdfPage.tsx';

/** /tickets/:id/not-found: where an unknown ticket link lands (buyer-side 2.9 routes). */
export const Route = createFileRoute('/tickets/$id/not-found')({
  component: TicketNotFound,
});
