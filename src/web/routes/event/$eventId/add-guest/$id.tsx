import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { enumParam, isUuid, searchParams, uuidParam } from '../../../../app/search-params.ts';
import { CheckoutFlow } from '../../../../features/checkout/CheckoutFlow.tsx';
import { CHECKOUT_STEP_KEYS } from '../../../../features/checkout/step-keys.ts';
import { EventNotFound } from '../../../../features/events/EventNotFound.tsx';
import { requireEventId } from '../../../../features/events/route-gates.ts';

/**
 * /event/:eventId/add-guest/:id (buyer-side 2.7): the organizer adds guests (door staff only). `id` is the date
 * (occurrence) the guests are for, or `next` for the next date. No payment, no consents, a Note field; it ends on
 * the guests page with 'Guest(s) added successfully!'.
 */
export const Route = createFileRoute('/event/$eventId/add-guest/$id')({
  validateSearch: searchParams({ order: uuidParam, page: enumParam(CHECKOUT_STEP_KEYS) }),
  beforeLoad: ({ params }) => requireEventId(params.eventId),
  notFoundComponent: EventNotFound,
  component: AddGuestPage,
});

function AddGuestPage() {
  const { eventId, id } = Route.useParams();
  const { order, page } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <CheckoutFlow
      eventId={eventId}
      flow="guest"
      occurrenceId={isUuid(id) ? id : undefined}
      orderId={order}
      requestedStep={page ?? 'tickets'}
      onStep={(next) =>
        void navigate({
          to: '/event/$eventId/add-guest/$id',
          params: { eventId, id },
          search: { order: next.order ?? undefined, page: next.page },
        })
      }
    />
  );
}
