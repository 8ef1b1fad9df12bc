import { getRouteApi } from '@tanstack/react-router';
import type { ThankYouPage as ThankYouPageKind } from '../../../../domain/checkout.ts';
import { ThankYouPage } from './ThankYouPage.tsx';

const thankYou = getRouteApi('/checkout/thankyou/$id');

/** One of the three thank-you pages, with the order id and ?eventId their parent route checked and read. */
export function ThankYouRoute({ page }: { page: ThankYouPageKind }) {
  const { id } = thankYou.useParams();
  const { eventId } = thankYou.useSearch();
  return <ThankYouPage orderId={id} page={page} eventId={eventId} />;
}
