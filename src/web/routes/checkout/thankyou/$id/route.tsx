import { createFileRoute, notFound } from '@tanstack/react-router';
import { CHECKOUT_MESSAGES } from '../../../../../domain/checkout.ts';
import { isUuid, searchParams, uuidParam } from '../../../../app/search-params.ts';
import { NotFound } from '../../../../ui/NotFound.tsx';

/**
 * /checkout/thankyou/$id and its /success and /failure pages (buyer-side 2.8): one place checks the order id and
 * reads ?eventId for all three; each page only names which view it is.
 */
export const Route = createFileRoute('/checkout/thankyou/$id')({
  validateSearch: searchParams({ eventId: uuidParam }),
  beforeLoad: ({ params }) => {
    if (!isUuid(params.id)) throw notFound();
  },
  notFoundComponent: () => <NotFound message={CHECKOUT_MESSAGES.orderNotFound} />,
});
