import { AspectRatio, Box, Center, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useRef, type ReactNode } from 'react';
import { WATCH_TEXTS } from '../../../contracts/videos.messages.ts';
import { ButtonLink } from '../../ui/links.tsx';
import { useSession } from '../accounts/index.ts';
import { profileRoute } from '../profiles/index.ts';
import { useCountView, type WatchView } from './api.ts';
import { VideoPlayer } from './VideoPlayer.tsx';
import { watchStage } from './watch-view.ts';
import { track } from '../analytics/index.ts';

const cover = { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' } as const;

/** The poster behind a gate or a status, blurred and darkened so the white text on it reads. */
function Backdrop({ poster, children }: { poster: string | null; children: ReactNode }) {
  return (
    <Box pos="relative" bg="dark.8" style={{ overflow: 'hidden' }}>
      {poster ? <img src={poster} alt="" style={{ ...cover, filter: 'blur(24px) brightness(0.55)', transform: 'scale(1.15)' }} /> : null}
      <Center pos="absolute" top={0} left={0} right={0} bottom={0} p="md" c="white">
        <Stack align="center" gap="xs" ta="center" maw={460}>
          {children}
        </Stack>
      </Center>
    </Box>
  );
}

/** Members-only for this viewer: the owner's Membership tab, and Log in for a member who is signed out. */
function MembersOnlyGate({ watch }: { watch: WatchView }) {
  const { user } = useSession();
  const here = typeof window === 'undefined' ? `/watch/${watch.id}` : `${window.location.pathname}${window.location.search}`;
  return (
    <Backdrop poster={watch.poster}>
      <ThemeIcon size={40} radius="xl" color="violet" visibleFrom="xs">
        <IconLock size={22} />
      </ThemeIcon>
      <Title order={2} fz={{ base: 'md', sm: 'xl' }} c="white">
        {WATCH_TEXTS.membersOnlyTitle}
      </Title>
      <Text fz={{ base: 'xs', sm: 'sm' }}>{WATCH_TEXTS.membersOnlyText}</Text>
      <Group gap="xs" justify="center" mt={4}>
        <ButtonLink
          radius="xl"
          size="sm"
          to={profileRoute(watch.owner.type)}
          params={{ username: watch.owner.username }}
          search={{ tab: 'membership' }}
        >
          {WATCH_TEXTS.becomeMember}
        </ButtonLink>
        {user ? null : (
          <ButtonLink radius="xl" size="sm" variant="white" color="dark" to="/auth" search={{ redirect_to: here }}>
            {WATCH_TEXTS.logIn}
          </ButtonLink>
        )}
      </Group>
    </Backdrop>
  );
}

/** Processing or failed; a manager also reads why it failed. */
function StatusPanel({ watch, failed }: { watch: WatchView; failed: boolean }) {
  return (
    <Backdrop poster={watch.poster}>
      {failed ? (
        <ThemeIcon size={40} radius="xl" color="red" variant="filled">
          <IconAlertTriangle size={22} />
        </ThemeIcon>
      ) : (
        <Loader color="white" size="sm" type="dots" />
      )}
      <Text fw={600} fz={{ base: 'sm', sm: 'md' }} role="status">
        {failed ? WATCH_TEXTS.failed : WATCH_TEXTS.processing}
      </Text>
      {failed && watch.canManage && watch.failureReason ? <Text fz="sm">{watch.failureReason}</Text> : null}
    </Backdrop>
  );
}

/**
 * The video area, 16:9 at any width: the player, the members-only gate or the processing state. Shared by the
 * player page and the event page's embed. A view is counted on the first 'playing' of each visit.
 */
export function VideoStage({ watch, onRetry, radius = 12 }: { watch: WatchView; onRetry: () => Promise<unknown>; radius?: number }) {
  const countView = useCountView(watch.id);
  const counted = useRef(false);
  const stage = watchStage(watch);
  const onPlaying = () => {
    if (counted.current) return;
    counted.current = true;
    countView.mutate();
    track('video_played', { data: { videoId: watch.id } });
  };
  return (
    <Stack gap={6}>
      <AspectRatio
        ratio={16 / 9}
        style={{ borderRadius: radius, overflow: 'hidden', background: 'black' }}
        data-testid="video-stage"
        data-stage={stage}
      >
        {stage === 'play' && watch.playback ? (
          <VideoPlayer
            // New signed links (a retry) start a new player.
            key={`${watch.playback.hls ?? ''} ${watch.playback.original ?? ''}`}
            playback={watch.playback}
            poster={watch.poster}
            title={watch.title}
            onPlaying={onPlaying}
            onRetry={onRetry}
          />
        ) : stage === 'locked' ? (
          <MembersOnlyGate watch={watch} />
        ) : (
          <StatusPanel watch={watch} failed={stage === 'failed'} />
        )}
      </AspectRatio>
      {stage === 'play' && !watch.playback?.hls ? (
        <Text fz="xs" c="dimmed" px={radius === 0 ? 'md' : 0}>
          {WATCH_TEXTS.renditionsUnavailable}
        </Text>
      ) : null}
    </Stack>
  );
}
