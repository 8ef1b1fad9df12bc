import { createFileRoute, Outlet } from '@tanstack/react-router';
import { LinkTabs, ManagePage } from '../../../../features/manage/ManagePage.tsx';

export const Route = createFileRoute('/manage/$username/reporting')({
  component: ReportingLayout,
});

const REPORTING_TABS = [
  { key: 'revenue', label: 'Revenue', to: '/manage/$username/reporting/revenue' },
  { key: 'orders', label: 'Orders', to: '/manage/$username/reporting/orders' },
  { key: 'patrons', label: 'Patrons', to: '/manage/$username/reporting/patrons' },
  { key: 'activity', label: 'Activity', to: '/manage/$username/reporting/activity' },
];

function ReportingLayout() {
  const { username } = Route.useParams();
  return (
    <ManagePage title="Reporting">
      <LinkTabs tabs={REPORTING_TABS} username={username} label="Reporting" />
      <Outlet />
    </ManagePage>
  );
}
