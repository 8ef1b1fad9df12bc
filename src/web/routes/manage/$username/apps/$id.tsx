import { createFileRoute } from '@tanstack/react-router';
import { WEEKLY_REPORT_SLUG, WEEKLY_REPORT_TEXTS as T } from '../../../../../contracts/apps.messages.ts';
import { AppsTitle } from '../../../../features/apps/AppsList.tsx';
import { WeeklyReportConfig } from '../../../../features/apps/WeeklyReportConfig.tsx';
import { useManagedProfile } from '../../../../features/manage/api.ts';
import { ManagePage } from '../../../../features/manage/ManagePage.tsx';
import { NotFound } from '../../../../ui/NotFound.tsx';

/** An app's page (content-management 2.7): only the Weekly Sales Report has one; any other slug is not found. */
export const Route = createFileRoute('/manage/$username/apps/$id')({
  component: Page,
});

function Page() {
  const { id } = Route.useParams();
  const { profile } = useManagedProfile();
  if (id !== WEEKLY_REPORT_SLUG) return <NotFound message={T.notFound} support={T.notFoundText} />;
  return (
    <ManagePage title={<AppsTitle title={T.title} />}>
      <WeeklyReportConfig ownerId={profile.id} username={profile.username} />
    </ManagePage>
  );
}
