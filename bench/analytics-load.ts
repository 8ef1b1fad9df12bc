/**
 * The visitors of bench/analytics.ts, in a child process: opens `sessions` analytics sessions, then posts actions
 * in batches of 50 at `eventsPerSecond` for `seconds` (paced every 50 ms), and reports what the server answered.
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';

export interface AnalyticsLoadOptions {
  baseUrl: string;
  eventId: string;
  sessions: number;
  eventsPerSecond: number;
  seconds: number;
}

export interface AnalyticsLoadResult {
  eventsSent: number;
  batches: number;
  statuses: Record<string, number>;
}

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const TICK_MS = 50;
const BATCH = 50;

function post(agent: http.Agent, base: URL, path: string, body: unknown): Promise<number> {
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const req = http.request(
      {
        agent,
        hostname: base.hostname,
        port: base.port,
        path,
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(payload);
  });
}

export async function runAnalyticsLoad(o: AnalyticsLoadOptions): Promise<AnalyticsLoadResult> {
  const base = new URL(o.baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const statuses: Record<string, number> = {};
  const count = (status: number) => (statuses[status] = (statuses[status] ?? 0) + 1);
  const sessions = Array.from({ length: o.sessions }, () => randomUUID());
  for (let i = 0; i < sessions.length; i += 5) {
    count(await post(agent, base, '/api/v1/analytics/sessions', { sessions: sessions.slice(i, i + 5).map((id) => ({ id, eventId: o.eventId })) }));
  }
  const perTick = (o.eventsPerSecond * TICK_MS) / 1000;
  const sending: Promise<void>[] = [];
  let eventsSent = 0;
  let batches = 0;
  let owed = 0;
  const end = Date.now() + o.seconds * 1000;
  while (Date.now() < end) {
    owed += perTick;
    while (owed >= 1) {
      const n = Math.min(BATCH, Math.floor(owed));
      owed -= n;
      const sessionId = sessions[batches % sessions.length]!;
      const actions = Array.from({ length: n }, () => ({
        id: randomUUID(),
        sessionId,
        name: 'event_viewed',
        path: `/event/${o.eventId}`,
        eventId: o.eventId,
        occurredAt: new Date().toISOString(),
      }));
      eventsSent += n;
      batches += 1;
      sending.push(post(agent, base, '/api/v1/analytics/actions', { actions }).then((status) => void count(status)));
    }
    await new Promise((r) => setTimeout(r, TICK_MS));
  }
  await Promise.all(sending);
  agent.destroy();
  return { eventsSent, batches, statuses };
}

process.on('message', (options: AnalyticsLoadOptions) => {
  void runAnalyticsLoad(options).then((result) => {
    process.send?.(result);
    process.exit(0);
  });
});
