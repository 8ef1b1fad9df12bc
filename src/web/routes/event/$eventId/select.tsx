import { createFileRoute } from '@tanstack/react-router';
import { ATTENDANCE_TYPES } from '../../../../domain/tickets.values.ts';
import { enumParam, optionalText, searchParams, uuidParam } from '../../../app/search-params.ts';
import { EventCheckout } from '../../../features/checkout/EventCheckout.tsx';
import { EventNotFound } from '../../../features/events/EventNotFound.tsx';
import { requireEventId } from '../../../features/events/route-gates.ts';
import { PixelsSlot } from '../../../features/pixels/index.ts';

export const Route = createFileRoute('/event/$eventId/select')({
  validateSearch: searchParams({
    ticketType: enumParam(ATTENDANCE_TYPES),
    occurrenceId: uuidParam,
    /** The order a seat pick made on this step (issue 32): a reload keeps it and its seats. */
    order: uuidParam,
    promoCode: optionalText,
    paymentMethod: enumParam(['terminal']),
  }),
  beforeLoad: ({ params }) => requireEventId(params.eventId),
  notFoundComponent: EventNotFound,
  component: SelectTicketsPage,
});

/** /event/:eventId/select (buyer-side 2.7): the checkout's ticket step; the next steps continue on /event/:eventId/checkout. */
function SelectTicketsPage() {
  const { eventId } = Route.useParams();
  return (
    <>
      <EventCheckout eventId={eventId} search={Route.useSearch()} requestedStep="tickets" />
      <PixelsSlot eventId={eventId} />
    </>
  );
}
