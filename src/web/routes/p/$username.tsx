import { createFileRoute } from '@tanstack/react-router';
import { PublicProfile } from '../../features/organizations/PublicProfile.tsx';

export const Route = createFileRoute('/p/$username')({
  component: PersonProfile,
});

function PersonProfile() {
  const { username } = Route.useParams();
  return <PublicProfile username={username} type="user" />;
}
