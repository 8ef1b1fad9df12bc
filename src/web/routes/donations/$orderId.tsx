import { createFileRoute, notFound } from '@tanstack/react-router';
import { VIDEO_API_MESSAGES } from '../../../contracts/videos.messages.ts';
import { isUuid } from '../../app/search-params.ts';
import { loadGated } from '../../features/accounts/route-gates.ts';
import { donationQuery } from '../../features/video-donations/api.ts';
import { DonationPage } from '../../features/video-donations/DonationPage.tsx';
import { NotFound } from '../../ui/NotFound.tsx';

/**
 * /donations/:orderId: the donor pays their donation to a video (the order id is theirs alone). Signed out: sign in
 * and back; someone else's or unknown: not found.
 */
export const Route = createFileRoute('/donations/$orderId')({
  loader: async ({ context, params, location }) => {
    if (!isUuid(params.orderId)) throw notFound();
    await loadGated(context.queryClient.ensureQueryData(donationQuery(params.orderId)), location.href);
  },
  notFoundComponent: () => <NotFound message={VIDEO_API_MESSAGES.donationNotFound} />,
  component: Page,
});

function Page() {
  const { orderId } = Route.useParams();
  return <DonationPage key={orderId} id={orderId} />;
}
