import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../features/profiles/ProfilePage.tsx';
import { profileSearch } from '../../features/profiles/search.ts';

export const Route = createFileRoute('/o/$username')({
  validateSearch: profileSearch,
  component: Page,
});

/** /o/:username: the public profile of an organization (content-management 2.9). */
function Page() {
  const { username } = Route.useParams();
  const search = Route.useSearch();
  return <ProfilePage key={username.toLowerCase()} type="o" username={username} search={search} />;
}
