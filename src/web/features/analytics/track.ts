import type { AnalyticsActionName } from '../../../contracts/analytics.values.ts';

/** One call of the pages: what happened, where, and on which event's page. */
export interface TrackCall {
  name: AnalyticsActionName;
  path: string;
  occurredAt: string;
  eventId?: string | null;
  data?: Record<string, string | number | boolean | null>;
}

export type TrackContext = Pick<TrackCall, 'eventId' | 'data'>;
export type Sink = (call: TrackCall) => void;

/** Calls kept until the tracker has loaded (a page that never lets it load keeps no more). */
export const EARLY_MAX = 50;

/**
 * The pages' side of the tracker: calls are kept until `start` has loaded it, then handed over as they come. `start`
 * loads once; a failed load (offline, a new deploy) leaves the calls kept for the next `start`.
 */
export function createTrackQueue(load: () => Promise<Sink>) {
  const early: TrackCall[] = [];
  let sink: Sink | undefined;
  let loading = false;
  return {
    send(call: TrackCall) {
      if (sink) sink(call);
      else if (early.length < EARLY_MAX) early.push(call);
    },
    start() {
      if (loading) return;
      loading = true;
      load().then(
        (loaded) => {
          sink = loaded;
          for (const call of early.splice(0)) loaded(call);
        },
        () => (loading = false),
      );
    },
  };
}
