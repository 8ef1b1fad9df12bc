import type { LiveOutput } from './ingest/live-output.ts';

/**
 * The process's LiveOutput (the ingest's packager): the broadcasts routes read playlists and segments from it and
 * ask it to stop a publisher. The ingest provides it when it starts; until then (or in a process without ingest)
 * nothing is live here and stopping has no publisher to cut.
 */
const NOTHING_LIVE: LiveOutput = {
  playlist: async () => null,
  segment: async () => null,
  segmentRedirect: async () => null,
  stop: async () => undefined,
};

let current: LiveOutput = NOTHING_LIVE;

export function provideLiveOutput(output: LiveOutput | null): void {
  current = output ?? NOTHING_LIVE;
}

export const liveOutput = (): LiveOutput => current;
