import { useEffect } from 'react';
import type { AnalyticsActionName } from '../../../contracts/analytics.values.ts';
import { whenIdle } from './idle.ts';
import { createTrackQueue, type TrackContext } from './track.ts';
// Read now, in the first load, before a page drops the campaign from the address (landing-address.ts).
import { landingAddress } from './landing-address.ts';

/**
 * First-party analytics for the pages: `track('video_played')` where something happens (use-tracked.ts for a page
 * seen), `usePageViews(pathname)` once in the root layout. This module is in every page's first load, so it only
 * keeps calls: the tracker loads when the browser is first idle after the first render (or at the visitor's first
 * interaction, if sooner), after the page's own work, and takes the calls kept until then; web-vitals follows once the
 * page has loaded (tracker.ts). A visit
 * counts once its first page has rendered (docs/decisions/analytics.md): waiting 5 s lost every short visit.
 */

const queue = createTrackQueue(() => import('./tracker.ts').then((m) => m.startTracker(landingAddress)));

export function track(name: AnalyticsActionName, context: TrackContext = {}) {
  queue.send({ name, path: location.pathname, occurredAt: new Date().toISOString(), ...context });
}

function scheduleTracker() {
  const start = () => queue.start();
  addEventListener('pointerdown', start, { once: true });
  addEventListener('keydown', start, { once: true });
  whenIdle(start);
}

/** A page view at every path the router shows; the first schedules the tracker. */
export function usePageViews(pathname: string) {
  useEffect(scheduleTracker, []);
  useEffect(() => track('page_view'), [pathname]);
}
