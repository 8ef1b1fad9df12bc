import { createFileRoute } from '@tanstack/react-router';
import { BuilderPage } from '../../../../features/calendar/BuilderPage.tsx';
import { useManagedProfile } from '../../../../features/manage/api.ts';

/** Marketing > Custom calendar (content-management 2.6): the embeddable calendar's builder. */
export const Route = createFileRoute('/manage/$username/marketing/custom-calendar')({
  component: CustomCalendarPage,
});

function CustomCalendarPage() {
  const { profile } = useManagedProfile();
  return <BuilderPage key={profile.id} profileType={profile.type} username={profile.username} />;
}
