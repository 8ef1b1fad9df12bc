import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadGated, requireSignedIn } from '../features/accounts/route-gates.ts';
import { GettingStartedPage } from '../features/getting-started/Checklist.tsx';

/**
 * The first-run checklist, where sign-in lands by default: once every item is done or the user hid it, it sends them
 * on to the home page instead (docs/decisions/accounts.md "First-run checklist").
 */
export const Route = createFileRoute('/getting-started')({
  // In beforeLoad, as /auth's own forward: a redirect thrown there also replaces the address on a first page load.
  // The query loads lazily: every page's first chunk holds this function, and the checklist's code stays out of it.
  beforeLoad: async ({ context, location }) => {
    await requireSignedIn(context.queryClient, location.href);
    const { gettingStartedQuery } = await import('../features/getting-started/api.ts');
    const state = await loadGated(context.queryClient.fetchQuery(gettingStartedQuery), location.href);
    if (!state.show) throw redirect({ to: '/', replace: true });
  },
  component: GettingStartedPage,
});
