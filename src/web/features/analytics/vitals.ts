import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';

/**
 * The web vitals of this page (LCP, INP, CLS, FCP, TTFB), each reported when web-vitals settles it. A chunk of its own,
 * loaded by the tracker after the page has loaded: web-vitals observes with `buffered: true`, so starting late
 * loses no entry a report needs (docs/decisions/analytics.md, "Off the first load").
 */
export function observeVitals(report: (metric: Metric) => void) {
  for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) on(report);
}
