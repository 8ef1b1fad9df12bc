import { createFileRoute, Outlet } from '@tanstack/react-router';
import { LinkTabs, ManagePage } from '../../../../features/manage/ManagePage.tsx';

export const Route = createFileRoute('/manage/$username/marketing')({
  component: MarketingLayout,
});

const MARKETING_TABS = [
  { key: 'global-promo-codes', label: 'Global promo codes', to: '/manage/$username/marketing/global-promo-codes' },
  { key: 'custom-calendar', label: 'Custom calendar', to: '/manage/$username/marketing/custom-calendar' },
  { key: 'services', label: 'Services', to: '/manage/$username/marketing/services' },
];

function MarketingLayout() {
  const { username } = Route.useParams();
  return (
    <ManagePage title="Marketing">
      <LinkTabs tabs={MARKETING_TABS} username={username} label="Marketing" />
      <Outlet />
    </ManagePage>
  );
}
