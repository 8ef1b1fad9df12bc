import { createFileRoute } from '@tanstack/react-router';
import { watchQuery } from '../../features/videos-watch/api.ts';
import { WatchPage } from '../../features/videos-watch/WatchPage.tsx';

export const Route = createFileRoute('/watch/$id')({
  // Start the request while the page's code loads; the page shows its skeleton until it answers.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(watchQuery(params.id));
  },
  component: Page,
});

/** /watch/:id: the video player (content-management 2.4). */
function Page() {
  const { id } = Route.useParams();
  return <WatchPage key={id} id={id} />;
}
