import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';

/** What a publisher sends: FLV from the RTMP front, WebM from a browser's MediaRecorder. */
export type InputFormat = 'flv' | 'webm';

/** The working playlist's name in a broadcast's working folder (ffmpeg's output, before Storage). */
export const WORK_PLAYLIST = 'index.m3u8';

/** HLS segment length in seconds: 2 s keeps the delay low (a player holds about three) within the 2-4 s. */
export const SEGMENT_SECONDS = 2;

export interface PackagerOptions {
  workDir: string;
  format: InputFormat;
  /** The working playlist was replaced (a segment finished). */
  onPlaylist: () => void;
}

export interface Packager {
  /** The publisher's bytes go here. Ending it lets ffmpeg finish the last segment and exit. */
  input: Writable;
  /** Resolves when ffmpeg has exited (whatever its code: a publisher may drop mid-frame). */
  exited: Promise<void>;
  /** Kills ffmpeg at once (no last segment). */
  kill(): void;
  /** The end of ffmpeg's error output, for the log when a part ends badly. */
  readonly stderr: string;
}

/**
 * The ffmpeg arguments of one part of a broadcast: whatever comes in (H.264/AAC from OBS, VP8/VP9/Opus from a
 * browser) becomes one H.264 + AAC rendition of at most 720 lines, a key frame every SEGMENT_SECONDS so segments
 * cut exactly there, muxed as an HLS media playlist that `append_list` continues across parts (a reconnect adds
 * #EXT-X-DISCONTINUITY and carries on the numbering), with the program date-time of each segment.
 */
export function packagerArgs(o: Pick<PackagerOptions, 'workDir' | 'format'>): string[] {
  return [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin'],
    ...['-f', o.format, '-i', 'pipe:0'],
    ...['-map', '0:v:0', '-map', '0:a:0?'],
    ...['-vf', "scale=-2:'min(720,ih)'", '-fps_mode', 'cfr', '-r', '30'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'zerolatency', '-pix_fmt', 'yuv420p'],
    ...['-b:v', '2500k', '-maxrate', '3000k', '-bufsize', '3000k'],
    ...['-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`, '-sc_threshold', '0'],
    ...['-c:a', 'aac', '-b:a', '128k', '-ar', '48000', '-ac', '2'],
    ...['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_list_size', '0'],
    ...['-hls_flags', 'append_list+omit_endlist+program_date_time+independent_segments+temp_file'],
    ...['-hls_segment_filename', path.join(o.workDir, 'seg-%06d.ts')],
    path.join(o.workDir, WORK_PLAYLIST),
  ];
}

/** Starts ffmpeg on a publisher's stream, writing HLS into the working folder, and reports each new playlist. */
export function startPackager(o: PackagerOptions): Packager {
  const child = spawn('ffmpeg', packagerArgs(o), { stdio: ['pipe', 'ignore', 'pipe'] });
  // ffmpeg writes the playlist to a temporary name and renames it: one event per finished segment, no polling.
  const watcher = watch(o.workDir, (_event, file) => {
    if (file === WORK_PLAYLIST) o.onPlaylist();
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-2000)));
  // A publisher that drops leaves ffmpeg a broken pipe; that is the end of this part, not an error to throw.
  child.stdin.on('error', () => {});
  const exited = new Promise<void>((resolve) => {
    child.on('error', () => resolve());
    child.on('close', () => {
      watcher.close();
      resolve();
    });
  });
  return {
    input: child.stdin,
    exited,
    kill: () => child.kill('SIGKILL'),
    get stderr() {
      return stderr;
    },
  };
}
