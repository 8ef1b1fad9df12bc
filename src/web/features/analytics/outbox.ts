import type { AnalyticsActionInput, AnalyticsSessionInput, WebVitalInput } from '../../../contracts/analytics.ts';
import { ANALYTICS_MESSAGES } from '../../../contracts/analytics.messages.ts';
import { ANALYTICS_BATCH } from '../../../contracts/analytics.values.ts';
import type { Store } from './session.ts';

/**
 * The tracker's outbox: what it has recorded and not yet sent, sent in batches no bigger than the routes take. A
 * session is posted (and its arrival awaited) before the actions that name it, since the server drops actions of a
 * session it does not know; actions and web vitals go as beacons, with fetch keepalive when the browser refuses a
 * beacon. What fails is kept in local storage and sent again at a later flush or visit, a bounded number of times
 * for a bounded time; the spec's texts are logged, never shown.
 */

export const ANALYTICS_URLS = {
  sessions: '/api/v1/analytics/sessions',
  actions: '/api/v1/analytics/actions',
  vitals: '/api/v1/analytics/web_vitals',
} as const;

export type Kind = keyof typeof ANALYTICS_URLS;
export interface Items {
  sessions: AnalyticsSessionInput;
  actions: AnalyticsActionInput;
  vitals: WebVitalInput;
}

export const RETRY_KEY = 'ovation_analytics_retry';
/** At most this many items wait in local storage (the oldest go first), each at most a day and MAX_TRIES sends. */
export const RETRY_LIMITS = { items: 200, ageMs: 24 * 60 * 60 * 1000, tries: 5 } as const;

const BATCH: Record<Kind, number> = { sessions: ANALYTICS_BATCH.sessions, actions: ANALYTICS_BATCH.actions, vitals: ANALYTICS_BATCH.webVitals };
const FAILURE: Record<Kind, string> = {
  sessions: ANALYTICS_MESSAGES.createSessionFailed,
  actions: ANALYTICS_MESSAGES.trackEventFailed,
  vitals: ANALYTICS_MESSAGES.trackWebVitalFailed,
};
const BODY_KEY: Record<Kind, string> = { sessions: 'sessions', actions: 'actions', vitals: 'vitals' };
const KINDS: Kind[] = ['sessions', 'actions', 'vitals'];

/** 'refused': the server will never take it (a 4xx other than 429): dropped, not retried. */
export type Outcome = 'sent' | 'failed' | 'refused';

export interface Transport {
  /** navigator.sendBeacon: true once the browser has queued it. */
  beacon(url: string, body: string): boolean;
  /** fetch with keepalive. */
  post(url: string, body: string): Promise<Outcome>;
}

interface Entry<K extends Kind> {
  item: Items[K];
  queuedAt: number;
  tries: number;
}
type Queues = { [K in Kind]: Entry<K>[] };

export interface OutboxDeps {
  transport: Transport;
  store: Store | null;
  now: () => number;
  log: (message: string) => void;
}

/** Splits items into batches of at most `size`. */
export function batches<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const emptyQueues = (): Queues => ({ sessions: [], actions: [], vitals: [] });

/** The entries still worth a try, newest RETRY_LIMITS.items of them, from a stored or in-memory queue. */
export function keepForRetry(queues: Queues, now: number): Queues {
  const kept = emptyQueues();
  const all = KINDS.flatMap((kind) =>
    (queues[kind] as Entry<Kind>[]).filter((e) => e.tries < RETRY_LIMITS.tries && now - e.queuedAt <= RETRY_LIMITS.ageMs).map((e) => ({ kind, e })),
  );
  // Sessions first, so an action kept is never without its session.
  const ordered = [
    ...all.filter((x) => x.kind === 'sessions'),
    ...all.filter((x) => x.kind !== 'sessions').sort((a, b) => b.e.queuedAt - a.e.queuedAt),
  ];
  for (const { kind, e } of ordered.slice(0, RETRY_LIMITS.items)) (kept[kind] as Entry<Kind>[]).push(e);
  return kept;
}

function readStored(store: Store | null): Queues {
  try {
    const value = JSON.parse(store?.getItem(RETRY_KEY) ?? 'null') as Partial<Queues> | null;
    const queues = emptyQueues();
    for (const kind of KINDS) if (Array.isArray(value?.[kind])) (queues[kind] as unknown[]) = value[kind];
    return queues;
  } catch {
    return emptyQueues();
  }
}

export function createOutbox({ transport, store, now, log }: OutboxDeps) {
  // What earlier visits could not send comes first.
  const queues = keepForRetry(readStored(store), now());
  store?.removeItem(RETRY_KEY);
  let flushing: Promise<void> | null = null;

  /** Drops what is past its bounds, here and in local storage, where the rest waits for the next page. */
  const persist = () => {
    const kept = keepForRetry(queues, now());
    for (const kind of KINDS) (queues[kind] as Entry<Kind>[]) = kept[kind];
    try {
      if (KINDS.some((k) => kept[k].length > 0)) store?.setItem(RETRY_KEY, JSON.stringify(kept));
      else store?.removeItem(RETRY_KEY);
    } catch {
      // Storage full or blocked: what failed is lost, as the spec allows an analytics failure to be.
    }
  };

  const body = (kind: Kind, entries: Entry<Kind>[]) => JSON.stringify({ [BODY_KEY[kind]]: entries.map((e) => e.item) });

  /** Sends a kind's queue; returns whether all of it left (sent or refused for good). */
  async function sendKind(kind: Kind, useBeacon: boolean): Promise<boolean> {
    const taken = queues[kind].splice(0) as Entry<Kind>[];
    const failed: Entry<Kind>[] = [];
    for (const batch of batches(taken, BATCH[kind])) {
      const payload = body(kind, batch);
      // A session's arrival is awaited (fetch): the actions after it must find it.
      if (useBeacon && kind !== 'sessions' && transport.beacon(ANALYTICS_URLS[kind], payload)) continue;
      const outcome = await transport.post(ANALYTICS_URLS[kind], payload);
      if (outcome === 'sent') continue;
      log(FAILURE[kind]);
      if (outcome === 'failed') failed.push(...batch.map((e) => ({ ...e, tries: e.tries + 1 })));
    }
    (queues[kind] as Entry<Kind>[]).unshift(...failed);
    return failed.length === 0;
  }

  async function flushNow() {
    // Actions wait while their session has not arrived.
    if (!(await sendKind('sessions', false))) return persist();
    await sendKind('actions', true);
    await sendKind('vitals', true);
    persist();
  }

  return {
    add<K extends Kind>(kind: K, item: Items[K]) {
      (queues[kind] as Entry<K>[]).push({ item, queuedAt: now(), tries: 0 });
    },
    /** Items waiting to be sent. */
    get size() {
      return KINDS.reduce((n, k) => n + queues[k].length, 0);
    },
    /** Sends what waits; a flush already under way is joined, not doubled. */
    flush(): Promise<void> {
      flushing ??= flushNow().finally(() => {
        flushing = null;
      });
      return flushing;
    },
    /**
     * The page is going away: beacons only (nothing can be awaited), and whatever the browser refuses, or a session
     * not yet sent, is kept for the next visit.
     */
    leave() {
      for (const kind of ['actions', 'vitals'] as const) {
        if (queues.sessions.length > 0) break;
        const taken = queues[kind].splice(0) as Entry<Kind>[];
        for (const batch of batches(taken, BATCH[kind])) {
          if (!transport.beacon(ANALYTICS_URLS[kind], body(kind, batch))) (queues[kind] as Entry<Kind>[]).push(...batch);
        }
      }
      persist();
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
