import { useEffect, useRef } from 'react';
import type { AnalyticsActionName } from '../../../contracts/analytics.values.ts';
import type { TrackContext } from './track.ts';
import { track } from './tracking.ts';

/** Tracks once per mount (and again for another event) when `ready`; the data is read at that moment. */
export function useTracked(name: AnalyticsActionName, context: TrackContext, ready = true) {
  const latest = useRef(context);
  latest.current = context;
  useEffect(() => {
    if (ready) track(name, latest.current);
  }, [name, context.eventId, ready]);
}
