import { createFileRoute, Outlet } from '@tanstack/react-router';
import { MANAGE_PLACEHOLDER_TEXTS } from '../../../../../contracts/manage.messages.ts';
import { LinkTabs, ManagePage } from '../../../../features/manage/ManagePage.tsx';

export const Route = createFileRoute('/manage/$username/marketing')({
  component: MarketingLayout,
});

const T = MANAGE_PLACEHOLDER_TEXTS.marketing;

const MARKETING_TABS = [
  { key: 'global-promo-codes', label: T.tabs.globalPromoCodes, to: '/manage/$username/marketing/global-promo-codes' },
  { key: 'custom-calendar', label: T.tabs.customCalendar, to: '/manage/$username/marketing/custom-calendar' },
  { key: 'services', label: T.tabs.services, to: '/manage/$username/marketing/services' },
];

function MarketingLayout() {
  const { username } = Route.useParams();
  return (
    <ManagePage title={T.title}>
      <LinkTabs tabs={MARKETING_TABS} username={username} label={T.title} />
      <Outlet />
    </ManagePage>
  );
}
