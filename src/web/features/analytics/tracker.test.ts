import { describe, expect, it } from 'vitest';
import type { Landing } from './landing.ts';
import { createOutbox, type Items, type Kind, type Transport } from './outbox.ts';
import { SESSION_IDLE_MS } from './session.ts';
import { createTracker } from './tracker.ts';

const EVENT = '6f1c2d3e-4b5a-4c6d-8e7f-0123456789ab';
const LANDING: Landing = {
  eventId: EVENT,
  eventOccurrenceId: null,
  organizerUsername: null,
  referrer: 'https://news.example.com/a',
  utmSource: 'mail',
  utmMedium: null,
  utmCampaign: null,
  promoter: null,
};

function memoryStore() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

/** A tracker whose outbox records every batch it sends, by kind. */
function setUp(store: ReturnType<typeof memoryStore> | null = memoryStore(), online = true) {
  let now = Date.parse('2026-06-01T12:00:00Z');
  const sent: { [K in Kind]: Items[K][] } = { sessions: [], actions: [], vitals: [] };
  const record = (url: string, body: string) => {
    const kind = (url.endsWith('sessions') ? 'sessions' : url.endsWith('actions') ? 'actions' : 'vitals') as Kind;
    (sent[kind] as unknown[]).push(...(Object.values(JSON.parse(body))[0] as unknown[]));
  };
  const transport: Transport = {
    beacon: (url, body) => (record(url, body), true),
    post: async (url, body) => (online ? (record(url, body), 'sent') : 'failed'),
  };
  const outbox = createOutbox({ transport, store, now: () => now, log: () => undefined });
  const tracker = createTracker({ outbox, store, now: () => now, landing: () => LANDING, locale: 'en-GB', pageUrl: () => 'https://ovation.test/' });
  return { tracker, outbox, sent, later: (ms: number) => (now += ms) };
}

const call = (name: 'page_view' | 'share_clicked' | 'event_viewed', path = '/', eventId?: string) => ({
  name,
  path,
  occurredAt: '2026-06-01T12:00:00.000Z',
  eventId,
});

describe('the tracker', () => {
  it('opens one session with the landing page, and chains the actions of it', async () => {
    const { tracker, outbox, sent } = setUp();
    tracker.track(call('page_view', `/event/${EVENT}`));
    tracker.track(call('event_viewed', `/event/${EVENT}`, EVENT));
    tracker.vital({ name: 'LCP', value: 1200, rating: 'good', navigationType: 'navigate' });
    await outbox.flush();
    expect(sent.sessions).toEqual([{ id: expect.any(String), locale: 'en-GB', ...LANDING }]);
    const sessionId = sent.sessions[0]!.id;
    expect(sent.actions.map((a) => [a.name, a.sessionId, a.eventId])).toEqual([
      ['page_view', sessionId, EVENT],
      ['event_viewed', sessionId, EVENT],
    ]);
    expect(sent.actions[0]!.previousActionId).toBeNull();
    expect(sent.actions[1]!.previousActionId).toBe(sent.actions[0]!.id);
    expect(sent.vitals).toEqual([{ sessionId, name: 'LCP', value: 1200, rating: 'good', navigationType: 'navigate', url: 'https://ovation.test/' }]);
  });

  it('gives a call on an event’s page that event, and others none', async () => {
    const { tracker, outbox, sent } = setUp();
    tracker.track(call('share_clicked', `/event/${EVENT}`));
    tracker.track(call('page_view', '/o/lovelace-hall'));
    await outbox.flush();
    expect(sent.actions.map((a) => a.eventId)).toEqual([EVENT, null]);
  });

  it('keeps the session of an earlier page of the visit, and opens a new one after 30 idle minutes', async () => {
    const store = memoryStore();
    const first = setUp(store);
    first.tracker.track(call('page_view'));
    await first.outbox.flush();
    const second = setUp(store);
    second.tracker.track(call('page_view'));
    await second.outbox.flush();
    expect(second.sent.sessions).toEqual([]);
    expect(second.sent.actions[0]!.sessionId).toBe(first.sent.sessions[0]!.id);

    second.later(SESSION_IDLE_MS + 1);
    second.tracker.track(call('page_view'));
    await second.outbox.flush();
    expect(second.sent.sessions).toHaveLength(1);
    expect(second.sent.sessions[0]!.id).not.toBe(first.sent.sessions[0]!.id);
    expect(second.sent.actions.at(-1)).toMatchObject({ sessionId: second.sent.sessions[0]!.id, previousActionId: null });
  });

  it('works without local storage, one session for the page', async () => {
    const { tracker, outbox, sent } = setUp(null);
    tracker.track(call('page_view'));
    tracker.track(call('page_view'));
    await outbox.flush();
    expect(sent.sessions).toHaveLength(1);
    expect(new Set(sent.actions.map((a) => a.sessionId))).toEqual(new Set([sent.sessions[0]!.id]));
  });

  it('sends a new session at once, with the actions queued while it is on its way, without waiting for the timer', async () => {
    const { tracker, sent } = setUp();
    tracker.track(call('page_view', `/event/${EVENT}`));
    // The calls kept before the tracker loaded are handed over right after it starts.
    tracker.track(call('event_viewed', `/event/${EVENT}`, EVENT));
    await new Promise((r) => setTimeout(r, 0));
    expect(sent.sessions).toHaveLength(1);
    expect(sent.actions.map((a) => a.name)).toEqual(['page_view', 'event_viewed']);
  });

  it('sends what earlier visits left as soon as the tracker starts', async () => {
    const store = memoryStore();
    const offline = setUp(store, false);
    offline.tracker.track(call('page_view'));
    await offline.outbox.flush();
    expect(offline.outbox.size).toBe(2); // the session and its action, kept in local storage

    const next = setUp(store);
    await new Promise((r) => setTimeout(r, 0));
    expect(next.sent.sessions).toHaveLength(1);
    expect(next.sent.actions.map((a) => a.sessionId)).toEqual([next.sent.sessions[0]!.id]);
  });

  it('sends once 20 items wait, without waiting for the timer', async () => {
    const { tracker, sent } = setUp();
    tracker.track(call('page_view'));
    await new Promise((r) => setTimeout(r, 0));
    expect(sent.actions).toHaveLength(1);
    for (let i = 0; i < 19; i += 1) tracker.track(call('page_view'));
    await new Promise((r) => setTimeout(r, 0));
    expect(sent.actions).toHaveLength(1);
    tracker.track(call('page_view'));
    await new Promise((r) => setTimeout(r, 0));
    expect(sent.actions).toHaveLength(21);
  });
});
