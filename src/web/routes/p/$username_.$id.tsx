import { createFileRoute } from '@tanstack/react-router';
import { MembershipPage } from '../../features/memberships-public/MembershipPage.tsx';
import { membershipSearch } from '../../features/memberships-public/search.ts';

export const Route = createFileRoute('/p/$username_/$id')({
  validateSearch: membershipSearch,
  component: Page,
});

/** /p/:username/:id: the private membership page of a person, by its private link's uuid (content-management 2.3). */
function Page() {
  const { username, id } = Route.useParams();
  return <MembershipPage key={`${username.toLowerCase()}/${id}`} type="p" username={username} privateId={id} />;
}
