import { createFileRoute } from '@tanstack/react-router';
import { TicketPdfPage } from '../../../features/tickets/TicketPdfPage.tsx';

/** /tickets/:id/pdf: downloads the tickets' PDF and offers a link to it. */
export const Route = createFileRoute('/tickets/$id/pdf')({
  component: PdfRoute,
});

function PdfRoute() {
  const { id } = Route.useParams();
  return <TicketPdfPage type="tickets" id={id} />;
}
