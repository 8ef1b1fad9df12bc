import { createFileRoute } from '@tanstack/react-router';
import { broadcastWatchQuery } from '../../features/broadcasts/watch-query.ts';
import { BroadcastPage } from '../../features/broadcasts/BroadcastPage.tsx';

export const Route = createFileRoute('/b/$broadcastId')({
  // Start the request while the page's code loads; the page shows its skeleton until it answers.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(broadcastWatchQuery(params.broadcastId));
  },
  component: Page,
});

/** /b/:broadcastId: an online date's live stream (accounts-and-reporting 2.8; issue 30). */
function Page() {
  const { broadcastId } = Route.useParams();
  return <BroadcastPage key={broadcastId} id={broadcastId} />;
}
