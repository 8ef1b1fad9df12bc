import { createFileRoute } from '@tanstack/react-router';
import { APPS_TEXTS as T } from '../../../../../contracts/apps.messages.ts';
import { AppsList, AppsTitle } from '../../../../features/apps/AppsList.tsx';
import { useManagedProfile } from '../../../../features/manage/api.ts';
import { ManagePage } from '../../../../features/manage/ManagePage.tsx';

/** Apps (Beta, content-management 2.7). */
export const Route = createFileRoute('/manage/$username/apps/')({
  component: Page,
});

function Page() {
  const { profile } = useManagedProfile();
  return (
    <ManagePage title={<AppsTitle title={T.title} />} description={T.description}>
      <AppsList ownerId={profile.id} username={profile.username} />
    </ManagePage>
  );
}
