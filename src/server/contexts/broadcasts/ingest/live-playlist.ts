/*
 * The packager's media playlist, read as data: which segments it lists (so the finished ones are moved into
 * Storage before the playlist that names them), how long the recording is, and the ended form of it.
 */

/** A segment file name as the packager writes it; nothing else is ever read from a broadcast's folder. */
export const SEGMENT_FILE = /^seg-\d{6}\.ts$/;

export interface LiveSegment {
  file: string;
  seconds: number;
}

/** The segments a media playlist lists, in order, with their durations (#EXTINF). */
export function playlistSegments(text: string): LiveSegment[] {
  const segments: LiveSegment[] = [];
  let seconds: number | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#EXTINF:')) seconds = Number.parseFloat(line.slice('#EXTINF:'.length));
    else if (line && !line.startsWith('#')) {
      if (seconds !== null && Number.isFinite(seconds) && SEGMENT_FILE.test(line)) segments.push({ file: line, seconds });
      seconds = null;
    }
  }
  return segments;
}

/** The recorded duration: the sum of the segments' durations, in seconds. */
export const playlistSeconds = (text: string): number => playlistSegments(text).reduce((sum, s) => sum + s.seconds, 0);

/** The playlist once the broadcast is over: players stop asking for more (#EXT-X-ENDLIST, once). */
export function endedPlaylist(text: string): string {
  if (/^#EXT-X-ENDLIST\s*$/m.test(text)) return text;
  return `${text.replace(/\s*$/, '')}\n#EXT-X-ENDLIST\n`;
}
