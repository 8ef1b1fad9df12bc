import { describe, expect, it } from 'vitest';
import { ANALYTICS_MESSAGES } from '../../../contracts/analytics.messages.ts';
import type { AnalyticsActionInput } from '../../../contracts/analytics.ts';
import { ANALYTICS_URLS, RETRY_KEY, RETRY_LIMITS, batches, createOutbox, type Outcome, type Transport } from './outbox.ts';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const SESSION = '11111111-1111-4111-8111-111111111111';

function memoryStore() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

interface Sent {
  via: 'beacon' | 'post';
  url: string;
  count: number;
}

/** A transport that records what it sends and answers as told (per url). */
function fakeTransport(answers: { beacon?: boolean; post?: Partial<Record<string, Outcome>> } = {}) {
  const sent: Sent[] = [];
  const count = (body: string) => (Object.values(JSON.parse(body) as Record<string, unknown[]>)[0] ?? []).length;
  const transport: Transport = {
    beacon(url, body) {
      const ok = answers.beacon ?? true;
      if (ok) sent.push({ via: 'beacon', url, count: count(body) });
      return ok;
    },
    async post(url, body) {
      const outcome = answers.post?.[url] ?? 'sent';
      sent.push({ via: 'post', url, count: count(body) });
      return outcome;
    },
  };
  return { transport, sent };
}

const action = (i: number): AnalyticsActionInput => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  sessionId: SESSION,
  name: 'page_view',
  path: '/',
  occurredAt: new Date(NOW).toISOString(),
});

function setUp(answers?: Parameters<typeof fakeTransport>[0], store = memoryStore(), now = NOW) {
  const { transport, sent } = fakeTransport(answers);
  const logged: string[] = [];
  const outbox = createOutbox({ transport, store, now: () => now, log: (m) => logged.push(m) });
  return { outbox, sent, logged, store };
}

describe('batches', () => {
  it.each([
    [0, 50, []],
    [1, 50, [1]],
    [50, 50, [50]],
    [51, 50, [50, 1]],
    [120, 50, [50, 50, 20]],
  ])('%i items by %i: %j', (n, size, sizes) => {
    expect(
      batches(
        Array.from({ length: n }, (_, i) => i),
        size,
      ).map((b) => b.length),
    ).toEqual(sizes);
  });
});

describe('the outbox', () => {
  it('posts the session first, then the actions as beacons in batches the route takes', async () => {
    const { outbox, sent, logged } = setUp();
    outbox.add('sessions', { id: SESSION });
    for (let i = 0; i < 51; i += 1) outbox.add('actions', action(i));
    outbox.add('vitals', { sessionId: SESSION, name: 'LCP', value: 1, rating: 'good' });
    await outbox.flush();
    expect(sent).toEqual([
      { via: 'post', url: ANALYTICS_URLS.sessions, count: 1 },
      { via: 'beacon', url: ANALYTICS_URLS.actions, count: 50 },
      { via: 'beacon', url: ANALYTICS_URLS.actions, count: 1 },
      { via: 'beacon', url: ANALYTICS_URLS.vitals, count: 1 },
    ]);
    expect(outbox.size).toBe(0);
    expect(logged).toEqual([]);
  });

  it('falls back to fetch keepalive when the browser refuses a beacon', async () => {
    const { outbox, sent } = setUp({ beacon: false });
    outbox.add('actions', action(1));
    await outbox.flush();
    expect(sent).toEqual([{ via: 'post', url: ANALYTICS_URLS.actions, count: 1 }]);
  });

  it('holds the actions while their session has not arrived, logs it, and keeps both for a later try', async () => {
    const store = memoryStore();
    const { outbox, sent, logged } = setUp({ post: { [ANALYTICS_URLS.sessions]: 'failed' } }, store);
    outbox.add('sessions', { id: SESSION });
    outbox.add('actions', action(1));
    await outbox.flush();
    expect(sent.map((s) => s.url)).toEqual([ANALYTICS_URLS.sessions]);
    expect(logged).toEqual([ANALYTICS_MESSAGES.createSessionFailed]);
    expect(outbox.size).toBe(2);
    const stored = JSON.parse(store.items.get(RETRY_KEY)!);
    expect(stored.sessions).toHaveLength(1);
    expect(stored.actions).toHaveLength(1);
  });

  it('sends what an earlier visit kept at the next visit’s flush', async () => {
    const store = memoryStore();
    const first = setUp({ beacon: false, post: { [ANALYTICS_URLS.actions]: 'failed' } }, store);
    first.outbox.add('actions', action(1));
    await first.outbox.flush();
    expect(first.logged).toEqual([ANALYTICS_MESSAGES.trackEventFailed]);

    const next = setUp({}, store);
    expect(store.items.has(RETRY_KEY)).toBe(false);
    await next.outbox.flush();
    expect(next.sent).toEqual([{ via: 'beacon', url: ANALYTICS_URLS.actions, count: 1 }]);
    expect(store.items.has(RETRY_KEY)).toBe(false);
  });

  it('drops what the server refuses for good (a 4xx), logging it', async () => {
    const { outbox, logged, store } = setUp({ beacon: false, post: { [ANALYTICS_URLS.vitals]: 'refused' } });
    outbox.add('vitals', { sessionId: SESSION, name: 'CLS', value: 0.1, rating: 'good' });
    await outbox.flush();
    expect(logged).toEqual([ANALYTICS_MESSAGES.trackWebVitalFailed]);
    expect(outbox.size).toBe(0);
    expect(store.items.has(RETRY_KEY)).toBe(false);
  });

  it(`gives an item up after ${RETRY_LIMITS.tries} failed sends`, async () => {
    const { outbox, sent } = setUp({ beacon: false, post: { [ANALYTICS_URLS.actions]: 'failed' } });
    outbox.add('actions', action(1));
    for (let i = 0; i < RETRY_LIMITS.tries + 2; i += 1) await outbox.flush();
    expect(sent).toHaveLength(RETRY_LIMITS.tries);
  });

  it('keeps at most the newest items, each at most a day', () => {
    const store = memoryStore();
    const old = { item: action(0), queuedAt: NOW - RETRY_LIMITS.ageMs - 1, tries: 0 };
    const many = Array.from({ length: RETRY_LIMITS.items + 10 }, (_, i) => ({ item: action(i + 1), queuedAt: NOW - 1000 + i, tries: 1 }));
    store.setItem(RETRY_KEY, JSON.stringify({ actions: [old, ...many] }));
    const { outbox } = setUp({}, store);
    expect(outbox.size).toBe(RETRY_LIMITS.items);
  });

  it('reads a broken stored queue as empty', () => {
    const store = memoryStore();
    store.setItem(RETRY_KEY, '{not json');
    expect(setUp({}, store).outbox.size).toBe(0);
  });

  it('sends beacons when the page is left, and keeps what the browser refuses, or what waits for its session', () => {
    const sending = setUp();
    sending.outbox.add('actions', action(1));
    sending.outbox.leave();
    expect(sending.sent).toEqual([{ via: 'beacon', url: ANALYTICS_URLS.actions, count: 1 }]);

    const refused = setUp({ beacon: false });
    refused.outbox.add('actions', action(1));
    refused.outbox.leave();
    expect(JSON.parse(refused.store.items.get(RETRY_KEY)!).actions).toHaveLength(1);

    const waiting = setUp();
    waiting.outbox.add('sessions', { id: SESSION });
    waiting.outbox.add('actions', action(1));
    waiting.outbox.leave();
    expect(waiting.sent).toEqual([]);
    const stored = JSON.parse(waiting.store.items.get(RETRY_KEY)!);
    expect([stored.sessions.length, stored.actions.length]).toEqual([1, 1]);
  });

  it('joins a flush under way instead of sending twice', async () => {
    const { outbox, sent } = setUp();
    outbox.add('sessions', { id: SESSION });
    await Promise.all([outbox.flush(), outbox.flush()]);
    expect(sent).toHaveLength(1);
  });
});
