import { Box, Container, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PROFILE_MESSAGES } from '../../../contracts/profiles-public.messages.ts';
import type { FollowTab } from '../../../domain/profile-page.ts';
import { isApiError } from '../../app/http.ts';
import { NotFound } from '../../ui/NotFound.tsx';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { lazyWhenOpened } from '../../ui/lazy-when-opened.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { profileQuery, type ProfileLetter } from './api.ts';
import { ProfileAbout } from './ProfileAbout.tsx';
import { FollowCounts, ProfileBanner, ProfileIdentity } from './ProfileHeader.tsx';
import { ProfileSkeleton } from './ProfileSkeleton.tsx';
import { ProfileTabs } from './ProfileTabs.tsx';
import type { ProfileSearch } from './search.ts';
import { hasSocialLinks, SocialLinks } from './SocialLinks.tsx';
import { useProfileSearchParams } from './useProfileSearchParams.ts';

// Followers and following: the modal and its tabs load when a count is first pressed.
const FollowersModal = lazyWhenOpened(
  () => import('./FollowersModal.tsx').then((m) => m.FollowersModal),
  (props) => props.tab !== null,
);

export type { ProfileSearch } from './search.ts';

/** The public profile page /:type/:username (content-management 2.9). */
export function ProfilePage({ type, username, search }: { type: ProfileLetter; username: string; search: ProfileSearch }) {
  const query = useQuery(profileQuery(type, username));
  const [followTab, setFollowTab] = useState<FollowTab | null>(null);
  const profile = query.data;
  const { setSearch, openTab } = useProfileSearchParams(profile, search.follow);

  useDocumentTitle(profile ? `${profile.name} (@${profile.username})` : null);

  if (query.isPending) return <ProfileSkeleton />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <NotFound message={PROFILE_MESSAGES.missing} />;
    return (
      <Container size="sm" py={64}>
        <RetryAlert message={PROFILE_MESSAGES.loadError} onRetry={() => void query.refetch()} />
      </Container>
    );
  }
  if (!profile) return null;

  return (
    <Box pb={64}>
      <ProfileBanner profile={profile} />
      <Container size="lg">
        <Stack gap="lg">
          <ProfileIdentity profile={profile} />
          <FollowCounts profile={profile} onOpen={setFollowTab} />
          <ProfileAbout profile={profile} />
          {hasSocialLinks(profile.social) ? <SocialLinks social={profile.social} name={profile.name} /> : null}
          <ProfileTabs type={type} profile={profile} search={search} setSearch={setSearch} openTab={openTab} />
        </Stack>
      </Container>
      <FollowersModal profile={profile} type={type} tab={followTab} onTab={setFollowTab} onClose={() => setFollowTab(null)} />
    </Box>
  );
}
