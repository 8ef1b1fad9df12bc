import { createFileRoute, notFound } from '@tanstack/react-router';
import { SANDBOX_SUBSCRIPTION_TEXTS } from '../../../contracts/memberships.messages.ts';
import { isUuid } from '../../app/search-params.ts';
import { loadGated } from '../../features/accounts/route-gates.ts';
import { sandboxSubscriptionQuery } from '../../features/memberships-public/api.ts';
import { SandboxSubscriptionPage } from '../../features/memberships-public/SandboxSubscriptionPage.tsx';
import { NotFound } from '../../ui/NotFound.tsx';

/**
 * /sandbox/memberships/:id: the sandbox's checkout and manage page of one's membership (content-management 7).
 * Signed out: sign in and back; someone else's or unknown: not found.
 */
export const Route = createFileRoute('/sandbox/memberships/$id')({
  loader: async ({ context, params, location }) => {
    if (!isUuid(params.id)) throw notFound();
    await loadGated(context.queryClient.ensureQueryData(sandboxSubscriptionQuery(params.id)), location.href);
  },
  notFoundComponent: () => <NotFound message={SANDBOX_SUBSCRIPTION_TEXTS.notFound} />,
  component: Page,
});

function Page() {
  const { id } = Route.useParams();
  return <SandboxSubscriptionPage key={id} id={id} />;
}
