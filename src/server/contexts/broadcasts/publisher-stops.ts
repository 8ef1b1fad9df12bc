import { announce, onNotice } from '../../platform/notices.ts';
import type { LiveOutput } from './ingest/live-output.ts';
import { liveOutput } from './live-output-port.ts';

type Why = Parameters<LiveOutput['stop']>[1];

export const STOP_NOTICE = 'broadcast-stop';
const WHYS: readonly Why[] = ['stopped', 'key-rotated'];

/**
 * A broadcast's publisher is held by the one API process whose RTMP listener or socket it came in on, and a Stop may
 * land on any process: the stop is a notice (platform/notices.ts), applied here at once and by every other process
 * when it hears it, so the holder cuts the publisher within milliseconds. A lost notice (the listener's connection
 * down) is bounded by the ingest's own check of the row once per new segment, which the management service writes
 * first: the Stop's ask, the mode, the new key (docs/decisions/broadcasts.md, "The per-segment check").
 */
onNotice(STOP_NOTICE, {
  apply(key) {
    const at = key.indexOf(':');
    const why = key.slice(0, at) as Why;
    if (at < 0 || !WHYS.includes(why)) return;
    return liveOutput().stop(key.slice(at + 1), why);
  },
  // Nothing kept here to forget.
  reset: () => undefined,
});

/** Cuts the broadcast's publisher on whichever process holds it; resolves once this process has done its part. */
export const stopPublisher = (broadcastId: string, why: Why): Promise<void> => announce(STOP_NOTICE, `${why}:${broadcastId}`);
