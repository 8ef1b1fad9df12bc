/** A streaming rendition: its size as shown (even numbers, which H.264 in 4:2:0 needs) and its bitrates. */
export type Rendition = { name: string; width: number; height: number; videoKbps: number; audioKbps: number };

/** The rungs, by the picture's short side (a portrait 360p is 360x640). Bitrates suit H.264 at 24-30 fps. */
export const LADDER = [
  { lines: 360, videoKbps: 800 },
  { lines: 720, videoKbps: 2800 },
] as const;
export const AUDIO_KBPS = 128;

/** The source's own size is added only when it is this much bigger than the top rung it reaches (480p over 360p). */
const OWN_SIZE_STEP = 1.25;
const MIN_VIDEO_KBPS = 200;

export const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);
export const evenDown = (n: number) => Math.max(2, Math.floor(n / 2) * 2);

/**
 * The renditions for a source of this display size: every rung up to the source's short side, never above it;
 * a source between rungs also gets its own size; a source below the first rung gets only its own size. At least
 * one rendition, the aspect ratio kept.
 */
export function ladder(source: { width: number; height: number }): Rendition[] {
  const short = Math.min(source.width, source.height);
  const reached = LADDER.filter((rung) => rung.lines <= short);
  const top = reached.at(-1);
  const topOfLadder = LADDER[LADDER.length - 1]!.lines;
  const rungs: { lines: number; videoKbps: number }[] = [...reached];
  if (!top || (short < topOfLadder && short >= top.lines * OWN_SIZE_STEP)) {
    const lines = evenDown(short);
    rungs.push({ lines, videoKbps: ownSizeKbps(lines) });
  }
  return rungs.map(({ lines, videoKbps }) => ({
    name: `${lines}p`,
    ...sizeFor(source, lines),
    videoKbps,
    audioKbps: AUDIO_KBPS,
  }));
}

/** The size with `lines` on the short side, the long side scaled to keep the aspect ratio, never past the source. */
function sizeFor(source: { width: number; height: number }, lines: number) {
  const landscape = source.width >= source.height;
  const [long, short] = landscape ? [source.width, source.height] : [source.height, source.width];
  const scaled = Math.min(even((long * lines) / short), evenDown(long));
  return landscape ? { width: scaled, height: lines } : { width: lines, height: scaled };
}

/** Bitrate grows with the pixel count from the first rung's, rounded to 50 kbps, within the ladder's range. */
function ownSizeKbps(lines: number): number {
  const first = LADDER[0];
  const kbps = Math.round((first.videoKbps * (lines / first.lines) ** 2) / 50) * 50;
  return Math.min(Math.max(MIN_VIDEO_KBPS, kbps), LADDER[LADDER.length - 1]!.videoKbps);
}
