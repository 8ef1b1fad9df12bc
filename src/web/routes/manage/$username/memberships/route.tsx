import { createFileRoute, Outlet } from '@tanstack/react-router';
import { LinkTabs, ManagePage } from '../../../../features/manage/ManagePage.tsx';

export const Route = createFileRoute('/manage/$username/memberships')({
  component: MembershipsLayout,
});

const MEMBERSHIP_TABS = [
  { key: 'tiers', label: 'Tiers', to: '/manage/$username/memberships/tiers' },
  { key: 'benefits', label: 'Benefits', to: '/manage/$username/memberships/benefits' },
  { key: 'members', label: 'Members', to: '/manage/$username/memberships/members' },
  { key: 'settings', label: 'Settings', to: '/manage/$username/memberships/settings' },
];

function MembershipsLayout() {
  const { username } = Route.useParams();
  return (
    <ManagePage title="Memberships" description="Recurring tiers with benefits for your biggest fans.">
      <LinkTabs tabs={MEMBERSHIP_TABS} username={username} label="Memberships" />
      <Outlet />
    </ManagePage>
  );
}
