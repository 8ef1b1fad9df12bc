import { createFileRoute } from '@tanstack/react-router';
import { useManagedProfile } from '../../../../features/manage/api.ts';
import { VideoFormPage } from '../../../../features/videos/VideoFormPage.tsx';

/** Upload a new video (content-management 2.4). */
export const Route = createFileRoute('/manage/$username/videos/new')({
  component: NewVideoPage,
});

function NewVideoPage() {
  const { profile } = useManagedProfile();
  return <VideoFormPage ownerId={profile.id} username={profile.username} videoId={null} />;
}
