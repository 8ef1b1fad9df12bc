import { createFileRoute } from '@tanstack/react-router';
import { MembershipPage } from '../../features/memberships-public/MembershipPage.tsx';
import { membershipSearch } from '../../features/memberships-public/search.ts';

export const Route = createFileRoute('/o/$username_/$id')({
  validateSearch: membershipSearch,
  component: Page,
});

/** /o/:username/:id: the private membership page of an organization, by its private link's uuid (content-management 2.3). */
function Page() {
  const { username, id } = Route.useParams();
  return <MembershipPage key={`${username.toLowerCase()}/${id}`} type="o" username={username} privateId={id} />;
}
