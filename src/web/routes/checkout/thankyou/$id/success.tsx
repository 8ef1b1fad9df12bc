import { createFileRoute, notFound } from '@tanstack/react-router';
import { isUuid, searchParams, uuidParam } from '../../../../app/search-params.ts';
import { ThankYouPage } from '../../../../features/checkout/thankyou/ThankYouPage.tsx';
import { NotFound } from '../../../../ui/NotFound.tsx';

/** /checkout/thankyou/$id/success (buyer-side 2.8): reads the order id and ?eventId. */
export const Route = createFileRoute('/checkout/thankyou/$id/success')({
  validateSearch: searchParams({ eventId: uuidParam }),
  beforeLoad: ({ params }) => {
    if (!isUuid(params.id)) throw notFound();
  },
  notFoundComponent: () => <NotFound message="Sorry! That order wasn't found." />,
  component: ThankYouRoute,
});

function ThankYouRoute() {
  const { id } = Route.useParams();
  const { eventId } = Route.useSearch();
  return <ThankYouPage orderId={id} page="success" eventId={eventId} />;
}
