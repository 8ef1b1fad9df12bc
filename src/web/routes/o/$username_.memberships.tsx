import { createFileRoute } from '@tanstack/react-router';
import { MembershipPage } from '../../features/memberships-public/MembershipPage.tsx';
import { membershipSearch } from '../../features/memberships-public/search.ts';

export const Route = createFileRoute('/o/$username_/memberships')({
  validateSearch: membershipSearch,
  component: Page,
});

/** /o/:username/memberships: the membership page of an organization (content-management 2.3). */
function Page() {
  const { username } = Route.useParams();
  return <MembershipPage key={username.toLowerCase()} type="o" username={username} />;
}
