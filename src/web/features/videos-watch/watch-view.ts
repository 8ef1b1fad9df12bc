import type { WatchView } from '../../../contracts/videos.ts';

/** The HLS playlist type a browser that plays HLS itself (Safari) says it can play. */
export const HLS_MIME = 'application/vnd.apple.mpegurl';

/**
 * What the player area shows: the player, the members-only gate, or a status. A viewer who may not play sees the
 * gate whatever the status (the server sends no stream to them).
 */
export type WatchStage = 'play' | 'locked' | 'processing' | 'failed';

export function watchStage(watch: Pick<WatchView, 'canPlay' | 'status' | 'playback'>): WatchStage {
  if (!watch.canPlay) return 'locked';
  if (watch.status === 'failed') return 'failed';
  if (watch.status !== 'ready' || !watch.playback) return 'processing';
  return watch.playback.hls || watch.playback.original ? 'play' : 'failed';
}

/** Still uploading or processing, for a viewer who may play it: it will play on this page once it is ready. */
export function isInProgress(watch: Pick<WatchView, 'canPlay' | 'status'>): boolean {
  return watch.canPlay && (watch.status === 'uploading' || watch.status === 'processing');
}

export type Playback = NonNullable<WatchView['playback']>;

/** How the <video> gets its stream: hls.js (Media Source), the browser's own HLS (Safari), or the original file. */
export type PlaybackSource = { kind: 'hls-js' | 'native-hls' | 'file'; url: string };

/**
 * The HLS playlist through hls.js where Media Source works, else natively where the browser plays HLS, else the
 * original file (range requests); null when nothing can play.
 */
export function chooseSource(playback: Pick<Playback, 'hls' | 'original'>, can: { hlsJs: boolean; nativeHls: boolean }): PlaybackSource | null {
  if (playback.hls && can.hlsJs) return { kind: 'hls-js', url: playback.hls };
  if (playback.hls && can.nativeHls) return { kind: 'native-hls', url: playback.hls };
  return playback.original ? { kind: 'file', url: playback.original } : null;
}

/** A duration on a card: 0:07, 4:05, 1:02:03. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The next page of a 30-a-page list: asked for only when the last page came full (content-management 7). */
export function nextPageOf(last: { page: number; perPage: number; data: readonly unknown[] }): number | undefined {
  return last.data.length > 0 && last.data.length >= last.perPage ? last.page + 1 : undefined;
}
