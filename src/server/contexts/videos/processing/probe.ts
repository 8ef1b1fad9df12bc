import { z } from 'zod';
import { ProcessingError } from './processing-error.ts';
import { INPUT_OPTIONS, inputUrl, runTool } from './run-tool.ts';

export type VideoProbe = {
  durationSeconds: number;
  /** The size a viewer sees: after the rotation and the pixel aspect ratio, so a portrait phone video is portrait. */
  width: number;
  height: number;
  videoCodec: string;
  audio: boolean;
  /** Degrees the stored picture is turned for display (0, 90, 180 or 270), as ffprobe reports it. */
  rotation: number;
  /** Input stream indices for ffmpeg: the first real video stream (not cover art), the first audio stream. */
  streams: { video: number; audio: number | null };
};

const PROBE_TIMEOUT_MS = 30_000;

const ffprobeStream = z.object({
  index: z.number().int(),
  codec_type: z.string().optional(),
  codec_name: z.string().optional(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  sample_aspect_ratio: z.string().optional(),
  duration: z.string().optional(),
  disposition: z.object({ attached_pic: z.number().optional() }).optional(),
  tags: z.record(z.string(), z.string()).optional(),
  side_data_list: z.array(z.object({ rotation: z.number().optional() })).optional(),
});
const ffprobeOutput = z.object({
  streams: z.array(ffprobeStream).default([]),
  format: z.object({ duration: z.string().optional() }).optional(),
});
type FfprobeStream = z.infer<typeof ffprobeStream>;

export async function probeVideo(file: string, options: { signal?: AbortSignal } = {}): Promise<VideoProbe> {
  const args = ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', ...INPUT_OPTIONS, inputUrl(file)];
  const stdout = await runTool('ffprobe', args, {
    timeoutMs: PROBE_TIMEOUT_MS,
    failure: 'unreadable',
    signal: options.signal,
  });
  let json: unknown;
  try {
    json = JSON.parse(stdout);
  } catch {
    throw new ProcessingError('unreadable', 'ffprobe printed no JSON');
  }
  return readProbe(json);
}

/** ffprobe's JSON to a VideoProbe (pure, so odd files are tested as tables). */
export function readProbe(json: unknown): VideoProbe {
  const parsed = ffprobeOutput.safeParse(json);
  if (!parsed.success) throw new ProcessingError('unreadable', parsed.error.message);
  const { streams, format } = parsed.data;
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  if (!video) throw new ProcessingError('no-video-stream');
  const audio = streams.find((s) => s.codec_type === 'audio');

  const durationSeconds = Number(format?.duration ?? video.duration);
  if (!(durationSeconds > 0)) throw new ProcessingError('unreadable', 'no duration');
  if (!video.width || !video.height) throw new ProcessingError('unreadable', 'no picture size');

  const rotation = rotationOf(video);
  const storedWidth = Math.round(video.width * pixelAspect(video.sample_aspect_ratio));
  const turned = rotation === 90 || rotation === 270;
  return {
    durationSeconds,
    width: turned ? video.height : storedWidth,
    height: turned ? storedWidth : video.height,
    videoCodec: video.codec_name ?? 'unknown',
    audio: audio !== undefined,
    rotation,
    streams: { video: video.index, audio: audio?.index ?? null },
  };
}

/** The display matrix (ffmpeg 5+) wins over the old `rotate` tag; both are normalized to 0, 90, 180 or 270. */
function rotationOf(stream: FfprobeStream): number {
  const fromMatrix = stream.side_data_list?.find((d) => d.rotation !== undefined)?.rotation;
  const degrees = fromMatrix ?? Number(stream.tags?.rotate ?? 0);
  if (!Number.isFinite(degrees)) return 0;
  return (((Math.round(degrees / 90) * 90) % 360) + 360) % 360;
}

/** Anamorphic sources store narrower pixels than they show; '0:1' or a missing value means square pixels. */
function pixelAspect(sar: string | undefined): number {
  const [num, den] = (sar ?? '').split(':').map(Number);
  return num && den && num > 0 && den > 0 ? num / den : 1;
}
