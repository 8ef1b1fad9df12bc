import { useQuery } from '@tanstack/react-query';
import { MEMBERSHIP_MESSAGES } from '../../../contracts/memberships.messages.ts';
import { VIDEO_FORM_TEXTS as T } from '../../../contracts/videos.messages.ts';
import { tiersQuery, recordPending } from '../memberships/index.ts';
import { videoQuery } from './api.ts';
import { VideoForm } from './VideoForm.tsx';

/**
 * videos/new and videos/edit/{id}: loads the owner's membership tiers (and the video when editing), then the form.
 * A video that cannot be loaded says 'Sorry! We had a problem fetching that video.'.
 */
export function VideoFormPage({ ownerId, username, videoId }: { ownerId: string; username: string; videoId: string | null }) {
  const tiers = useQuery(tiersQuery(ownerId));
  const video = useQuery({ ...videoQuery(ownerId, videoId ?? ''), enabled: videoId !== null });
  const pending =
    (videoId ? recordPending([video], { notFound: T.loadFailed, failed: T.loadFailed }) : null) ??
    recordPending([tiers], { notFound: MEMBERSHIP_MESSAGES.getTiersFailed, failed: MEMBERSHIP_MESSAGES.getTiersFailed });
  if (pending) return pending;
  return <VideoForm key={videoId ?? 'new'} ownerId={ownerId} username={username} video={videoId ? video.data! : null} tiers={tiers.data!.data} />;
}
