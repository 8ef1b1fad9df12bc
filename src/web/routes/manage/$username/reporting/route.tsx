import { createFileRoute, Outlet } from '@tanstack/react-router';
import { TRAFFIC_TEXTS } from '../../../../../contracts/insight.messages.ts';
import { REPORTING_TEXTS as T } from '../../../../../contracts/reporting.messages.ts';
import { LinkTabs, ManagePage } from '../../../../features/manage/ManagePage.tsx';

export const Route = createFileRoute('/manage/$username/reporting')({
  component: ReportingLayout,
});

const REPORTING_TABS = [
  { key: 'revenue', label: T.tabs.revenue, to: '/manage/$username/reporting/revenue' },
  { key: 'orders', label: T.tabs.orders, to: '/manage/$username/reporting/orders' },
  { key: 'patrons', label: T.tabs.patrons, to: '/manage/$username/reporting/patrons' },
  { key: 'activity', label: T.tabs.activity, to: '/manage/$username/reporting/activity' },
  { key: 'traffic', label: TRAFFIC_TEXTS.title, to: '/manage/$username/reporting/traffic' },
];

function ReportingLayout() {
  const { username } = Route.useParams();
  return (
    <ManagePage title={T.title}>
      <LinkTabs tabs={REPORTING_TABS} username={username} label={T.title} />
      <Outlet />
    </ManagePage>
  );
}
