import { createFileRoute, Outlet } from '@tanstack/react-router';
import { MEMBERSHIP_AREA_TEXTS as T } from '../../../../../contracts/memberships.messages.ts';
import { LinkTabs, ManagePage } from '../../../../features/manage/ManagePage.tsx';

export const Route = createFileRoute('/manage/$username/memberships')({
  component: MembershipsLayout,
});

const MEMBERSHIP_TABS = [
  { key: 'tiers', label: T.tabs.tiers, to: '/manage/$username/memberships/tiers' },
  { key: 'benefits', label: T.tabs.benefits, to: '/manage/$username/memberships/benefits' },
  { key: 'members', label: T.tabs.members, to: '/manage/$username/memberships/members' },
  { key: 'settings', label: T.tabs.settings, to: '/manage/$username/memberships/settings' },
];

function MembershipsLayout() {
  const { username } = Route.useParams();
  return (
    <ManagePage title={T.title} description={T.description}>
      <LinkTabs tabs={MEMBERSHIP_TABS} username={username} label={T.title} />
      <Outlet />
    </ManagePage>
  );
}
