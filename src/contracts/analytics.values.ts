/**
 * First-party analytics' names and bounds, without zod: the browser tracker imports them as values
 * (docs/decisions/analytics.md, "Collection and storage").
 */

/** What the tracker records besides web vitals: page views and the named actions, at the places they happen. */
export const ANALYTICS_ACTIONS = [
  'page_view',
  'event_viewed',
  'tickets_selected',
  'checkout_started',
  'payment_submitted',
  'order_completed',
  'membership_subscribed',
  'video_played',
  'share_clicked',
  'calendar_embed_viewed',
] as const;
export type AnalyticsActionName = (typeof ANALYTICS_ACTIONS)[number];

/** The funnel of an event: viewed, selected tickets, started checkout, paid. */
export const ANALYTICS_FUNNEL = ['event_viewed', 'tickets_selected', 'checkout_started', 'order_completed'] as const;

export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export const WEB_VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;

/** The largest batch each ingestion route takes: one multi-row insert, a small body. */
export const ANALYTICS_BATCH = { sessions: 5, actions: 50, webVitals: 20 } as const;

/** Bounds of a recorded value: action data keys and values stay small, so a batch stays under a few kilobytes each. */
export const ANALYTICS_LIMITS = { dataKeys: 10, dataKey: 40, dataValue: 200, path: 500, url: 1000, text: 100 } as const;
