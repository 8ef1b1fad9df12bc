import { createFileRoute } from '@tanstack/react-router';
import { MembershipPage } from '../../features/memberships-public/MembershipPage.tsx';
import { membershipSearch } from '../../features/memberships-public/search.ts';

export const Route = createFileRoute('/p/$username_/memberships')({
  validateSearch: membershipSearch,
  component: Page,
});

/** /p/:username/memberships: the membership page of a person (content-management 2.3). */
function Page() {
  const { username } = Route.useParams();
  return <MembershipPage key={username.toLowerCase()} type="p" username={username} />;
}
