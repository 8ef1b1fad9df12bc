import { createFileRoute } from '@tanstack/react-router';
import { ORDERS_TEXTS } from '../../../../../../contracts/reporting.messages.ts';
import { isUuid } from '../../../../../app/search-params.ts';
import { useManagedProfile } from '../../../../../features/manage/api.ts';
import { OrderPage } from '../../../../../features/reporting/OrderPage.tsx';
import { NotFound } from '../../../../../ui/NotFound.tsx';

/** An order of the owner's (accounts-and-reporting 2.3 Order detail). */
export const Route = createFileRoute('/manage/$username/reporting/orders/$id')({
  component: OrderRoute,
});

function OrderRoute() {
  const { id } = Route.useParams();
  const { profile } = useManagedProfile();
  if (!isUuid(id)) return <NotFound message={ORDERS_TEXTS.notFound} />;
  return <OrderPage key={id} ownerId={profile.id} username={profile.username} orderId={id} />;
}
