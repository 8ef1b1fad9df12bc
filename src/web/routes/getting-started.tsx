import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadGated, requireSignedIn } from '../features/accounts/route-gates.ts';
import { gettingStartedQuery } from '../features/getting-started/api.ts';
import { Checklist } from '../features/getting-started/Checklist.tsx';

/**
 * The first-run checklist, where sign-in lands by default: once every item is done or the user hid it, it sends them
 * on to the home page instead (docs/decisions/accounts.md "First-run checklist").
 */
export const Route = createFileRoute('/getting-started')({
  // In beforeLoad, as /auth's own forward: a redirect thrown there also replaces the address on a first page load.
  beforeLoad: async ({ context, location }) => {
    await requireSignedIn(context.queryClient, location.href);
    const state = await loadGated(context.queryClient.fetchQuery(gettingStartedQuery), location.href);
    if (!state.show) throw redirect({ to: '/', replace: true });
  },
  component: GettingStartedPage,
});

function GettingStartedPage() {
  const { data } = useSuspenseQuery(gettingStartedQuery);
  return <Checklist state={data} />;
}
