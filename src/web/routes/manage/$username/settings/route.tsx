import { createFileRoute, Outlet } from '@tanstack/react-router';
import { MANAGE_TEXTS } from '../../../../../contracts/manage.messages.ts';
import { settingsTabs } from '../../../../../domain/navigation.ts';
import { useManagedProfile } from '../../../../features/manage/api.ts';
import { LinkTabs, ManagePage } from '../../../../features/manage/ManagePage.tsx';

export const Route = createFileRoute('/manage/$username/settings')({
  component: SettingsLayout,
});

const TAB_ROUTES: Record<string, string> = {
  account: '/manage/$username/settings/account',
  payouts: '/manage/$username/settings/payouts',
  team: '/manage/$username/settings/team',
};

function SettingsLayout() {
  const { username } = Route.useParams();
  const { native } = Route.useSearch();
  const { profile } = useManagedProfile();
  const tabs = settingsTabs(profile.type, native === 'true').map((t) => ({ ...t, to: TAB_ROUTES[t.key] ?? TAB_ROUTES.account! }));
  return (
    <ManagePage title={MANAGE_TEXTS.settings}>
      <LinkTabs tabs={tabs} username={username} label={MANAGE_TEXTS.settings} />
      <Outlet />
    </ManagePage>
  );
}
