import path from 'node:path';
import type { Rendition } from './ladder.ts';
import type { VideoProbe } from './probe.ts';
import { INPUT_OPTIONS, inputUrl, runTool } from './run-tool.ts';

export const MASTER_PLAYLIST = 'master.m3u8';
const SEGMENT_SECONDS = 4;

export type HlsRendition = Rendition & { /** Relative to the output directory. */ playlist: string };

export type HlsOptions = {
  input: string;
  outputDir: string;
  probe: VideoProbe;
  renditions: Rendition[];
  timeoutMs: number;
  /** libx264's preset: 'veryfast' in production; tests pass 'ultrafast'. */
  preset?: string;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * One ffmpeg run decodes the source once and encodes every rendition (split + scale), muxed as HLS: per rendition
 * `<name>/index.m3u8` with 4 s MPEG-TS segments, and `master.m3u8` listing them with their bandwidth and size.
 */
export async function makeHls(options: HlsOptions): Promise<{ masterPlaylist: string; renditions: HlsRendition[] }> {
  const { outputDir, probe, renditions, timeoutMs, preset = 'veryfast', onProgress, signal } = options;
  await runTool('ffmpeg', hlsArgs(options, preset), {
    timeoutMs,
    failure: 'renditions-failed',
    signal,
    onStdout: onProgress && progressReader(probe.durationSeconds, onProgress),
  });
  return {
    masterPlaylist: path.join(outputDir, MASTER_PLAYLIST),
    renditions: renditions.map((r) => ({ ...r, playlist: `${r.name}/index.m3u8` })),
  };
}

function hlsArgs({ input, outputDir, probe, renditions }: HlsOptions, preset: string): string[] {
  const audio = probe.streams.audio;
  const split = `[0:${probe.streams.video}]split=${renditions.length}${renditions.map((_, i) => `[s${i}]`).join('')}`;
  // yuv420p: a 4:4:4 or 10-bit source would otherwise give H.264 profiles that browsers do not play.
  const scales = renditions.map((r, i) => `[s${i}]scale=${r.width}:${r.height},setsar=1,format=yuv420p[v${i}]`);
  const perRendition = renditions.flatMap((r, i) => [
    ...['-map', `[v${i}]`, ...(audio === null ? [] : ['-map', `0:${audio}`])],
    ...[`-b:v:${i}`, `${r.videoKbps}k`, `-maxrate:v:${i}`, `${Math.round(r.videoKbps * 1.1)}k`],
    ...[`-bufsize:v:${i}`, `${r.videoKbps * 2}k`],
    ...(audio === null ? [] : [`-b:a:${i}`, `${r.audioKbps}k`]),
  ]);
  const streamMap = renditions.map((r, i) => `v:${i}${audio === null ? '' : `,a:${i}`},name:${r.name}`).join(' ');
  return [
    ...['-hide_banner', '-nostdin', '-v', 'error', '-y', '-nostats', '-progress', 'pipe:1'],
    ...[...INPUT_OPTIONS, '-i', inputUrl(input)],
    ...['-filter_complex', [split, ...scales].join(';')],
    ...perRendition,
    // A key frame every 4 s by time (any frame rate), none elsewhere, so every segment starts with one.
    ...['-c:v', 'libx264', '-preset', preset, '-sc_threshold', '0'],
    ...['-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`],
    ...(audio === null ? [] : ['-c:a', 'aac', '-ac', '2']),
    ...['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod'],
    ...['-hls_flags', 'independent_segments', '-hls_segment_type', 'mpegts'],
    ...['-hls_segment_filename', path.join(outputDir, '%v', 'segment_%04d.ts')],
    ...['-master_pl_name', MASTER_PLAYLIST, '-var_stream_map', streamMap],
    path.join(outputDir, '%v', 'index.m3u8'),
  ];
}

/** Reads `-progress pipe:1` blocks (key=value lines) into a rising fraction of the duration. */
export function progressReader(durationSeconds: number, onProgress: (fraction: number) => void) {
  let pending = '';
  let last = 0;
  return (chunk: string) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const [key, value] = line.trim().split('=');
      const fraction = key === 'progress' && value === 'end' ? 1 : key === 'out_time_us' ? Math.min(1, Number(value) / 1e6 / durationSeconds) : NaN;
      if (fraction > last) {
        last = fraction;
        onProgress(fraction);
      }
    }
  };
}
