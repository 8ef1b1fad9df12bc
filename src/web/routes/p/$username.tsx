import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../features/profiles/ProfilePage.tsx';
import { profileSearch } from '../../features/profiles/search.ts';

export const Route = createFileRoute('/p/$username')({
  validateSearch: profileSearch,
  component: Page,
});

/** /p/:username: the public profile of a person (content-management 2.9). */
function Page() {
  const { username } = Route.useParams();
  const search = Route.useSearch();
  return <ProfilePage key={username.toLowerCase()} type="p" username={username} search={search} />;
}
