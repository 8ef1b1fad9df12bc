import { createFileRoute } from '@tanstack/react-router';
import { PublicProfile } from '../../features/organizations/PublicProfile.tsx';

export const Route = createFileRoute('/o/$username')({
  component: OrganizationProfile,
});

function OrganizationProfile() {
  const { username } = Route.useParams();
  return <PublicProfile username={username} type="school" />;
}
