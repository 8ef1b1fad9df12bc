import { AspectRatio, Box, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClock, IconExternalLink, IconLock, IconPlayerStop } from '@tabler/icons-react';
import { lazy, useRef, useState, type ReactNode } from 'react';
import { BROADCAST_PAGE_TEXTS as T } from '../../../contracts/broadcasts-web.messages.ts';
import { LazyBoundary } from '../../ui/LazyBoundary.tsx';
import { ButtonLink } from '../../ui/links.tsx';
import type { BroadcastWatchView } from './api.ts';
import { freshPlaylistUrl, startTimes, viewerTimeZone, type WatchStage } from './broadcast-view.ts';

// The player (and hls.js behind it) load with a stream to play, never with the page.
const VideoPlayer = lazy(() => import('../videos-watch/VideoPlayer.tsx').then((m) => ({ default: m.VideoPlayer })));

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** A dark 16:9 panel with a message in it (the gates and the waits). */
function Panel({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    // The aspect ratio sizes its child: the message centers in it.
    <Box pos="relative" bg="dark.8">
      <Center pos="absolute" top={0} left={0} right={0} bottom={0} p="md" c="white">
        <Stack align="center" gap="xs" ta="center" maw={520}>
          <ThemeIcon size={40} radius="xl" color="violet" visibleFrom="xs">
            {icon}
          </ThemeIcon>
          {children}
        </Stack>
      </Center>
    </Box>
  );
}

function PanelTitle({ children }: { children: ReactNode }) {
  return (
    <Title order={2} fz={{ base: 'md', sm: 'xl' }} c="white">
      {children}
    </Title>
  );
}

function NotStarted({ view }: { view: BroadcastWatchView }) {
  const times = startTimes(view.broadcast.startsAt, view.broadcast.timezone, viewerTimeZone());
  return (
    <Panel icon={<IconClock size={22} />}>
      <PanelTitle>{T.notStarted}</PanelTitle>
      <Text fz={{ base: 'xs', sm: 'sm' }} data-testid="start-times">
        {T.startsAt} {T.yourTime(times.viewer)}
        {times.event ? (
          <>
            <br />
            {T.eventTime(times.event, view.broadcast.timezone)}
          </>
        ) : null}
      </Text>
      <Text fz="xs" c="gray.4" role="status">
        {T.autoSwitch}
      </Text>
    </Panel>
  );
}

function Refused({ view, stage }: { view: BroadcastWatchView; stage: 'sign-in' | 'no-ticket' }) {
  const here = typeof window === 'undefined' ? `/b/${view.broadcast.id}` : `${window.location.pathname}${window.location.search}`;
  return (
    <Panel icon={<IconLock size={22} />}>
      <PanelTitle>{stage === 'sign-in' ? T.signInTitle : T.noTicketTitle}</PanelTitle>
      <Text fz={{ base: 'xs', sm: 'sm' }}>{stage === 'sign-in' ? T.signInText : T.noTicketText}</Text>
      {stage === 'sign-in' ? (
        <ButtonLink radius="xl" size="sm" mt={4} to="/auth" search={{ redirect_to: here }}>
          {T.signIn}
        </ButtonLink>
      ) : (
        <ButtonLink radius="xl" size="sm" mt={4} to="/event/$eventId" params={{ eventId: view.broadcast.event.id }}>
          {T.getTicket}
        </ButtonLink>
      )}
    </Panel>
  );
}

function External({ view }: { view: BroadcastWatchView }) {
  if (view.embedUrl) {
    return (
      <iframe
        src={view.embedUrl}
        title={view.broadcast.event.name}
        allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
        allowFullScreen
        style={{ border: 0 }}
      />
    );
  }
  return (
    <Panel icon={<IconExternalLink size={22} />}>
      <PanelTitle>{T.externalTitle}</PanelTitle>
      {view.externalUrl ? (
        <Box component="a" href={view.externalUrl} {...NEW_TAB} c="white" fw={600} td="underline" fz="sm">
          {T.openExternal}
        </Box>
      ) : null}
    </Panel>
  );
}

/**
 * The live player. It starts with the first signed playlist address and keeps it (a new one would restart the player);
 * each poll's newer signature reaches hls.js through freshUrl, so the stream outlives its first address.
 */
function LiveStream({ view, onRetry }: { view: BroadcastWatchView; onRetry: () => Promise<unknown> }) {
  const [start] = useState(view.playlistUrl ?? '');
  const latest = useRef(view.playlistUrl);
  latest.current = view.playlistUrl;
  // The count the page shows was read before this player's first playlist request: ask again once it plays.
  const counted = useRef(false);
  const onPlaying = () => {
    if (counted.current) return;
    counted.current = true;
    void onRetry();
  };
  return (
    <LazyBoundary fallback={null}>
      <VideoPlayer
        playback={{ hls: start, original: null }}
        poster={null}
        title={view.broadcast.event.name}
        onPlaying={onPlaying}
        onRetry={onRetry}
        freshUrl={(url) => freshPlaylistUrl(url, latest.current, window.location.href)}
      />
    </LazyBoundary>
  );
}

/**
 * The broadcast page's 16:9 area: the live player, the wait before the start (the page polls and switches by
 * itself), the end (the replay shows under it once ready), the external stream, or the gate of those refused.
 */
export function BroadcastStage({
  view,
  stage,
  onRetry,
  radius,
}: {
  view: BroadcastWatchView;
  stage: WatchStage;
  onRetry: () => Promise<unknown>;
  radius: number;
}) {
  return (
    <AspectRatio
      ratio={16 / 9}
      style={{ borderRadius: radius, overflow: 'hidden', background: 'black' }}
      data-testid="broadcast-stage"
      data-stage={stage}
    >
      {stage === 'live' ? (
        <LiveStream view={view} onRetry={onRetry} />
      ) : stage === 'not-started' ? (
        <NotStarted view={view} />
      ) : stage === 'ended' ? (
        <Panel icon={<IconPlayerStop size={22} />}>
          <PanelTitle>{T.ended}</PanelTitle>
          {view.replay ? <Text fz={{ base: 'xs', sm: 'sm' }}>{T.replayProcessing}</Text> : null}
        </Panel>
      ) : stage === 'external' ? (
        <External view={view} />
      ) : (
        <Refused view={view} stage={stage} />
      )}
    </AspectRatio>
  );
}
