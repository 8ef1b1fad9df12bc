import { randomUUID } from 'node:crypto';
import type { AnalyticsActionInput, AnalyticsSessionInput, WebVitalInput } from '../../../contracts/analytics.ts';
import type { TestApp } from '../../testing/test-app.ts';

/** A desktop Chrome on Windows, as a buyer's browser sends it. */
export const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** Safari on an iPhone. */
export const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

type Headers = Record<string, string>;

export function postSessions(t: TestApp, sessions: AnalyticsSessionInput[] | unknown, headers: Headers = {}) {
  return t.app.inject({ method: 'POST', url: '/api/v1/analytics/sessions', headers: { 'user-agent': CHROME, ...headers }, payload: { sessions } });
}

export function postActions(t: TestApp, actions: AnalyticsActionInput[] | unknown, headers: Headers = {}) {
  return t.app.inject({ method: 'POST', url: '/api/v1/analytics/actions', headers: { 'user-agent': CHROME, ...headers }, payload: { actions } });
}

export function postVitals(t: TestApp, vitals: WebVitalInput[] | unknown, headers: Headers = {}) {
  return t.app.inject({ method: 'POST', url: '/api/v1/analytics/web_vitals', headers: { 'user-agent': CHROME, ...headers }, payload: { vitals } });
}

export const newSession = (over: Partial<AnalyticsSessionInput> = {}): AnalyticsSessionInput => ({ id: randomUUID(), locale: 'en-GB', ...over });

export const action = (sessionId: string, name: AnalyticsActionInput['name'], over: Partial<AnalyticsActionInput> = {}): AnalyticsActionInput => ({
  id: randomUUID(),
  sessionId,
  name,
  path: '/',
  occurredAt: new Date().toISOString(),
  ...over,
});
