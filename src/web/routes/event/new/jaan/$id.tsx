import { createFileRoute, notFound } from '@tanstack/react-router';
import { isUuid } from '../../../../app/search-params.ts';
import { requireSignedIn } from '../../../../features/accounts/route-gates.ts';
import { ChatNotFound, ChatPage } from '../../../../features/event-creator/ChatPage.tsx';

/**
 * /event/new/jaan/:id (buyer-side 2.4): the conversation with the event assistant that the chooser's step 2 started.
 * Signed out: sign in and back. Someone else's or an unknown id: not found (the page reads the server's 404).
 */
export const Route = createFileRoute('/event/new/jaan/$id')({
  beforeLoad: ({ context, location }) => requireSignedIn(context.queryClient, location.href),
  loader: ({ params }) => {
    if (!isUuid(params.id)) throw notFound();
  },
  notFoundComponent: ChatNotFound,
  component: Page,
});

function Page() {
  const { id } = Route.useParams();
  return <ChatPage key={id} uuid={id} />;
}
