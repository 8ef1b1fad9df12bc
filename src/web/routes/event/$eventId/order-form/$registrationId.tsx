import { createFileRoute, notFound } from '@tanstack/react-router';
import { EVENT_MESSAGES } from '../../../../../contracts/events.messages.ts';
import { isUuid } from '../../../../app/search-params.ts';
import { OrderFormPage } from '../../../../features/checkout/OrderFormPage.tsx';
import { NotFound } from '../../../../ui/NotFound.tsx';

/** /event/:eventId/order-form/:registrationId (buyer-side 2.7): the order answers of one registration. */
export const Route = createFileRoute('/event/$eventId/order-form/$registrationId')({
  beforeLoad: ({ params }) => {
    if (!isUuid(params.eventId) || !isUuid(params.registrationId)) throw notFound();
  },
  notFoundComponent: () => <NotFound message={EVENT_MESSAGES.eventNotFound} />,
  component: OrderFormRoute,
});

function OrderFormRoute() {
  const { eventId, registrationId } = Route.useParams();
  return <OrderFormPage eventId={eventId} registrationId={registrationId} />;
}
