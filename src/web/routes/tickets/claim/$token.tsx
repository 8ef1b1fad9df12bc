import { createFileRoute } from '@tanstack/react-router';
import { ClaimPage } from '../../../features/tickets/ClaimPage.tsx';

/** /tickets/claim/:token: the link e-mailed to the new holder of a transferred ticket. */
export const Route = createFileRoute('/tickets/claim/$token')({
  component: ClaimRoute,
});

function ClaimRoute() {
  const { token } = Route.useParams();
  return <ClaimPage token={token} />;
}
