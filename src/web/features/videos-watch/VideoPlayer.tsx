import { Box, Button, Center, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { WATCH_TEXTS } from '../../../contracts/videos.messages.ts';
import { KIT_TEXTS } from '../../ui/texts.ts';
import { keepingPlayback } from './keep-playing.ts';
import { chooseSource, HLS_MIME, type Playback } from './watch-view.ts';

type HlsModule = typeof import('hls.js/light');

/** hls.js loads with the first video that needs it, never with the page (it is the biggest part of the player). */
async function loadHls(): Promise<HlsModule['default'] | null> {
  try {
    return (await import('hls.js/light')).default;
  } catch {
    return null; // The chunk did not load (offline, a new deploy): native HLS or the original file may still play.
  }
}

/**
 * The <video> element with its stream: HLS through hls.js, natively on Safari, or the original file when there are
 * no renditions. A fatal error (a signed link that expired, a network outage) shows the failure with a retry that
 * gets fresh links from `onRetry`.
 */
export function VideoPlayer({
  playback,
  poster,
  title,
  onPlaying,
  onRetry,
  freshUrl,
}: {
  playback: Pick<Playback, 'hls' | 'original'>;
  poster: string | null;
  title: string;
  onPlaying: () => void;
  onRetry: () => Promise<unknown>;
  /**
   * A live stream's playlist is asked for again every few seconds at the address it started with, whose signature
   * lasts minutes: this gives hls.js the newest signed address of a request's file (the same one when none).
   */
  freshUrl?: (url: string) => string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  const freshUrlRef = useRef(freshUrl);
  freshUrlRef.current = freshUrl;
  const [failed, setFailed] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const { hls: hlsUrl, original } = playback;

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    let cancelled = false;
    let destroy = () => {};
    const fail = () => setFailed(true);
    const onVideoError = () => {
      if (video.error && video.error.code !== video.error.MEDIA_ERR_ABORTED) fail();
    };
    void (async () => {
      const Hls = hlsUrl ? await loadHls() : null;
      if (cancelled) return;
      const source = chooseSource({ hls: hlsUrl, original }, { hlsJs: Hls?.isSupported() ?? false, nativeHls: video.canPlayType(HLS_MIME) !== '' });
      if (!source) return fail();
      video.addEventListener('error', onVideoError);
      if (source.kind !== 'hls-js' || !Hls) {
        video.src = source.url;
        return;
      }
      // No worker: the page's policy allows no blob: scripts, and transmuxing 720p on the main thread is cheap.
      const hls = new Hls({
        enableWorker: false,
        xhrSetup: (xhr, url) => {
          const fresh = freshUrlRef.current?.(url);
          if (fresh && fresh !== url) xhr.open('GET', fresh, true);
        },
      });
      let recovered = false;
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (!data.fatal) return;
        // A decoding hiccup (or a playhead hls.js could not get moving on a busy device) is worth one recovery;
        // anything else (a 403 on an expired link, no network) is not.
        if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !recovered) {
          recovered = true;
          keepingPlayback(video, () => hls.recoverMediaError());
          return;
        }
        hls.destroy();
        fail();
      });
      hls.loadSource(source.url);
      hls.attachMedia(video);
      destroy = () => hls.destroy();
    })();
    return () => {
      cancelled = true;
      video.removeEventListener('error', onVideoError);
      destroy();
      video.removeAttribute('src');
      video.load();
    };
  }, [hlsUrl, original, attempt]);

  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
      setFailed(false);
      setAttempt((n) => n + 1);
    }
  };

  return (
    <Box pos="relative" bg="black">
      <video
        ref={ref}
        controls
        playsInline
        preload="metadata"
        poster={poster ?? undefined}
        aria-label={title}
        onPlaying={onPlaying}
        style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', background: 'black' }}
      />
      {failed ? (
        <Center pos="absolute" top={0} left={0} right={0} bottom={0} p="md" bg="rgba(0, 0, 0, 0.8)" role="alert">
          <Stack align="center" gap="sm" ta="center" maw={420}>
            <Text c="white" fz="sm">
              {WATCH_TEXTS.playbackFailed}
            </Text>
            <Button variant="white" color="dark" size="xs" loading={retrying} onClick={() => void retry()}>
              {KIT_TEXTS.tryAgain}
            </Button>
          </Stack>
        </Center>
      ) : null}
    </Box>
  );
}
