import { createFileRoute } from '@tanstack/react-router';
import { TicketNotFound } from '../../../features/tickets/TicketPdfPage.tsx';

/** /ticket/:id/not-found: where an unknown ticket link lands (buyer-side 2.9 routes). */
export const Route = createFileRoute('/ticket/$id/not-found')({
  component: TicketNotFound,
});
