import { createFileRoute } from '@tanstack/react-router';
import { VIDEO_FORM_TEXTS } from '../../../../../contracts/videos.messages.ts';
import { isUuid } from '../../../../app/search-params.ts';
import { useManagedProfile } from '../../../../features/manage/api.ts';
import { VideoFormPage } from '../../../../features/videos/VideoFormPage.tsx';
import { NotFound } from '../../../../ui/NotFound.tsx';

/** Edit a video (content-management 2.4): videos/edit/{id}. */
export const Route = createFileRoute('/manage/$username/videos/edit/$id')({
  component: EditVideoPage,
});

function EditVideoPage() {
  const { id } = Route.useParams();
  const { profile } = useManagedProfile();
  if (!isUuid(id)) return <NotFound message={VIDEO_FORM_TEXTS.loadFailed} />;
  return <VideoFormPage key={id} ownerId={profile.id} username={profile.username} videoId={id} />;
}
