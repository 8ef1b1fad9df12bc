import {
  Alert,
  Anchor,
  AspectRatio,
  Badge,
  Box,
  Center,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconLock, IconPlayerPlayFilled, IconVideo } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PROFILE_MESSAGES, PROFILE_TAB_LABELS } from '../../../contracts/profiles-public.messages.ts';
import { PROFILE_VIDEO_TEXTS, WATCH_TEXTS } from '../../../contracts/videos.messages.ts';
import type { ProfileTab } from '../../../domain/profile-page.ts';
import { EmptyBlock } from '../../ui/EmptyBlock.tsx';
import { InfiniteScrollFooter } from '../../ui/InfiniteScrollFooter.tsx';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { profileVideosQuery, type ProfileVideoCard, formatDuration } from '../videos-watch/index.ts';
import type { PublicProfile } from './api.ts';
import { ALL_TAB_VIDEOS, allTabVideosViewAll } from './profile-view.ts';

const cover = { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' } as const;

/** The thumbnail with its duration; blurred under a lock badge when the viewer may not play the video. */
function Thumbnail({ video }: { video: ProfileVideoCard }) {
  const locked = !video.canPlay;
  return (
    <AspectRatio ratio={16 / 9} style={{ borderRadius: 12, overflow: 'hidden' }}>
      <Box pos="relative" bg="dark.6" style={{ overflow: 'hidden' }}>
        {video.thumbnail ? (
          <img
            src={video.thumbnail}
            alt=""
            loading="lazy"
            style={locked ? { ...cover, filter: 'blur(14px) brightness(0.8)', transform: 'scale(1.15)' } : cover}
            data-blurred={locked || undefined}
          />
        ) : (
          <Center style={cover} c="gray.5">
            <IconPlayerPlayFilled size={32} />
          </Center>
        )}
        {locked ? (
          <Badge pos="absolute" top={8} left={8} color="dark" variant="filled" leftSection={<IconLock size={12} />}>
            {PROFILE_VIDEO_TEXTS.membersOnly}
          </Badge>
        ) : null}
        {video.durationSeconds !== null ? (
          <Badge pos="absolute" bottom={8} right={8} color="dark" variant="filled" radius="sm">
            {formatDuration(video.durationSeconds)}
          </Badge>
        ) : null}
      </Box>
    </AspectRatio>
  );
}

/**
 * A playable video opens its player; a members-only one this viewer may not play opens the Membership tab (or, where
 * the profile shows no Membership tab, the player page with its members-only notice).
 */
function VideoCard({ video, onLocked }: { video: ProfileVideoCard; onLocked: (() => void) | undefined }) {
  const body = (
    <Stack gap={6}>
      <Thumbnail video={video} />
      <Text fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
        {video.title}
      </Text>
      <Text fz="xs" c="dimmed">
        {WATCH_TEXTS.views(video.viewCount)}
      </Text>
    </Stack>
  );
  if (!video.canPlay && onLocked) {
    return (
      // Named by its content (the badge, duration, title and views it shows: WCAG 2.5.3), then where it leads.
      <UnstyledButton onClick={onLocked} data-testid="video-card" data-locked>
        {body}
        <VisuallyHidden>{PROFILE_VIDEO_TEXTS.lockedCard}</VisuallyHidden>
      </UnstyledButton>
    );
  }
  return (
    <UnstyledButton renderRoot={(props) => <Link to="/watch/$id" params={{ id: video.id }} {...props} />} data-testid="video-card">
      {body}
    </UnstyledButton>
  );
}

/** Cards in 1, 2 or 3 columns; from `mobileLimit` on, cards show only from the sm breakpoint up. */
function VideoGrid({
  videos,
  loading,
  skeletons,
  onLocked,
  mobileLimit = Infinity,
}: {
  videos: ProfileVideoCard[];
  loading: boolean;
  skeletons: number;
  onLocked: (() => void) | undefined;
  mobileLimit?: number;
}) {
  const hideOnMobile = (i: number) => (i >= mobileLimit ? 'sm' : undefined);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" verticalSpacing="xl">
      {loading
        ? Array.from({ length: skeletons }, (_, i) => (
            <Stack key={i} gap={6} visibleFrom={hideOnMobile(i)}>
              <AspectRatio ratio={16 / 9}>
                <Skeleton radius={12} />
              </AspectRatio>
              <Skeleton height={14} width="80%" />
              <Skeleton height={10} width="30%" />
            </Stack>
          ))
        : videos.map((video, i) => (
            <Box key={video.id} visibleFrom={hideOnMobile(i)}>
              <VideoCard video={video} onLocked={onLocked} />
            </Box>
          ))}
    </SimpleGrid>
  );
}

/** Opening the Membership tab, where the profile has one. */
const membershipOpener = (profile: PublicProfile, openTab: (tab: ProfileTab) => void) =>
  profile.tabs.includes('membership') ? () => openTab('membership') : undefined;

/** The Videos tab (content-management 2.9): every video, 30 a page, the next page when the footer comes into view. */
export function VideosTab({ profile, openTab }: { profile: PublicProfile; openTab: (tab: ProfileTab) => void }) {
  const query = useInfiniteQuery(profileVideosQuery(profile.username));
  const videos = query.data?.pages.flatMap((p) => p.data) ?? [];
  if (query.isError && !videos.length) return <RetryAlert message={PROFILE_MESSAGES.loadError} onRetry={() => void query.refetch()} />;
  if (!query.isPending && !videos.length) return <EmptyBlock icon={<IconVideo size={28} />} title={PROFILE_VIDEO_TEXTS.empty} />;
  return (
    <Stack gap="lg">
      <VideoGrid videos={videos} loading={query.isPending} skeletons={6} onLocked={membershipOpener(profile, openTab)} />
      {query.isFetchNextPageError ? (
        <RetryAlert message={PROFILE_MESSAGES.loadError} onRetry={() => void query.fetchNextPage()} />
      ) : (
        <InfiniteScrollFooter hasMore={Boolean(query.hasNextPage)} loading={query.isFetchingNextPage} onLoadMore={() => void query.fetchNextPage()} />
      )}
    </Stack>
  );
}

/** The All tab's videos: the first 3 on a phone and 6 wider, with 'View all' to the Videos tab when there are more. */
export function AllTabVideos({ profile, openTab }: { profile: PublicProfile; openTab: (tab: ProfileTab) => void }) {
  const query = useInfiniteQuery(profileVideosQuery(profile.username));
  const first = query.data?.pages[0];
  const videos = first?.data.slice(0, ALL_TAB_VIDEOS.wider) ?? [];
  if (query.isSuccess && !videos.length) return null;
  const viewAll = allTabVideosViewAll(first?.totalCount ?? 0);
  return (
    <Stack gap="md" component="section" aria-labelledby="all-videos">
      <Group justify="space-between">
        <Title order={2} fz="lg" id="all-videos">
          {PROFILE_TAB_LABELS.videos}
        </Title>
        {viewAll !== 'nowhere' ? (
          <Anchor
            component="button"
            type="button"
            fw={600}
            fz="sm"
            onClick={() => openTab('videos')}
            hiddenFrom={viewAll === 'mobile' ? 'sm' : undefined}
          >
            {PROFILE_VIDEO_TEXTS.viewAll}
          </Anchor>
        ) : null}
      </Group>
      {query.isError ? (
        <Alert color="red">{PROFILE_MESSAGES.loadError}</Alert>
      ) : (
        <VideoGrid
          videos={videos}
          loading={query.isPending}
          skeletons={ALL_TAB_VIDEOS.wider}
          onLocked={membershipOpener(profile, openTab)}
          mobileLimit={ALL_TAB_VIDEOS.mobile}
        />
      )}
    </Stack>
  );
}
