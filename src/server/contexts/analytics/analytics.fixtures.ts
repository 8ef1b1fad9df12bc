import { randomUUID } from 'node:crypto';
import type { AnalyticsActionInput, AnalyticsSessionInput, WebVitalInput } from '../../../contracts/analytics.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { analyticsBufferOf } from './analytics-buffer.ts';

/** A desktop Chrome on Windows, as a buyer's browser sends it. */
export const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** Safari on an iPhone. */
export const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

type Headers = Record<string, string>;

/** Sends a batch as the tracker does and answers the reply; what it buffered waits for a flush. */
export function send(t: TestApp, kind: 'sessions' | 'actions' | 'vitals', rows: unknown, headers: Headers = {}, address = '127.0.0.1') {
  const url = `/api/v1/analytics/${kind === 'vitals' ? 'web_vitals' : kind}`;
  return t.app.inject({ method: 'POST', url, headers: { 'user-agent': CHROME, ...headers }, payload: { [kind]: rows }, remoteAddress: address });
}

/** Sends a batch, then flushes the buffer, as the timer would: the rows are in the tables when it answers. */
async function sendAndFlush(t: TestApp, kind: 'sessions' | 'actions' | 'vitals', rows: unknown, headers: Headers = {}, address?: string) {
  const res = await send(t, kind, rows, headers, address);
  await flushAnalytics(t);
  return res;
}

/** Sessions from a client address (`request.ip`, part of the visitor hash): 127.0.0.1 unless given. */
export const postSessions = (t: TestApp, sessions: AnalyticsSessionInput[] | unknown, headers: Headers = {}, address?: string) =>
  sendAndFlush(t, 'sessions', sessions, headers, address);
export const postActions = (t: TestApp, actions: AnalyticsActionInput[] | unknown, headers: Headers = {}) =>
  sendAndFlush(t, 'actions', actions, headers);
export const postVitals = (t: TestApp, vitals: WebVitalInput[] | unknown, headers: Headers = {}) => sendAndFlush(t, 'vitals', vitals, headers);

export const newSession = (over: Partial<AnalyticsSessionInput> = {}): AnalyticsSessionInput => ({ id: randomUUID(), locale: 'en-GB', ...over });

export const action = (sessionId: string, name: AnalyticsActionInput['name'], over: Partial<AnalyticsActionInput> = {}): AnalyticsActionInput => ({
  id: randomUUID(),
  sessionId,
  name,
  path: '/',
  occurredAt: new Date().toISOString(),
  ...over,
});

/** Writes what the app's analytics buffer holds (the API tests run without the flush timer: ANALYTICS_FLUSH_MS=0). */
export const flushAnalytics = (t: TestApp) => analyticsBufferOf(t.db).flush();

/** One browser's visit, for the rollup's and the traffic's tests: where it came from and what it did on which event. */
export interface Visit {
  mobile?: boolean;
  /** The client address; by default each visit has one of its own, so each is a visitor of its own. */
  address?: string;
  referrer?: string;
  utm?: [string, string, string];
  promoter?: string;
  /** Per event: the actions taken on it, in order. */
  steps: [string, AnalyticsActionInput['name'][]][];
}

let visits = 0;
/** A documentation address (198.18.0.0/15) per visit. */
const nextAddress = () => {
  visits += 1;
  return `198.18.${(visits >> 8) & 255}.${visits & 255}`;
};

/** A visit through the ingestion API, flushed: its session, its actions on each event and a page view; its id. */
export async function postVisit(t: TestApp, v: Visit): Promise<string> {
  const session = newSession({
    referrer: v.referrer ?? '',
    utmSource: v.utm?.[0],
    utmMedium: v.utm?.[1],
    utmCampaign: v.utm?.[2],
    promoter: v.promoter,
  });
  const sent = await postSessions(t, [session], { 'user-agent': v.mobile ? IPHONE : CHROME }, v.address ?? nextAddress());
  if (sent.statusCode >= 300) throw new Error(`the session was refused: ${sent.statusCode} ${sent.body}`);
  const actions = v.steps.flatMap(([eventId, names]) => names.map((name) => action(session.id, name, { eventId })));
  const acted = await postActions(t, [...actions, action(session.id, 'page_view')]);
  if (acted.statusCode >= 300) throw new Error(`the actions were refused: ${acted.statusCode} ${acted.body}`);
  return session.id;
}
