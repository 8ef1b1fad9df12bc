import type { Metric } from 'web-vitals';
import { whenLoadedAndIdle } from './idle.ts';
import { eventIdOfPath, landingOf, type Landing, type LandingAddress } from './landing.ts';
import { createOutbox, type Outbox, type Outcome, type Transport } from './outbox.ts';
import { newUuid, touchSession, type Store } from './session.ts';
import { optedOut } from './opt-out.ts';
import type { Sink, TrackCall } from './track.ts';

/**
 * The browser tracker, loaded once the page is idle (tracking.ts): opens the session, turns calls into actions and web
 * vitals, and sends them as soon as it starts (a new session, what earlier visits left), then every few seconds, at 20
 * waiting, and as beacons when the page is hidden or left. web-vitals itself (vitals.ts) comes after the page has
 * loaded.
 */

const FLUSH_MS = 5000;
const FLUSH_AT = 20;

function browserStore(): Store | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const browserTransport: Transport = {
  beacon: (url, body) => {
    try {
      // A string goes as text/plain: no preflight, which some browsers refuse a beacon.
      return typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body);
    } catch {
      return false;
    }
  },
  async post(url, body): Promise<Outcome> {
    try {
      const res = await fetch(url, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
        keepalive: true,
        credentials: 'same-origin',
      });
      if (res.ok) return 'sent';
      return res.status === 429 || res.status >= 500 ? 'failed' : 'refused';
    } catch {
      return 'failed';
    }
  },
};

/** The tracker without the browser's timers and events: what the unit tests drive. */
export interface TrackerDeps {
  outbox: Outbox;
  store: Store | null;
  now: () => number;
  /** The page a new session starts on (landing.ts). */
  landing: () => Landing;
  locale: string;
  /** The current page's origin and path, for a web vital. */
  pageUrl: () => string;
}

export function createTracker(deps: TrackerDeps) {
  const { outbox, store, now } = deps;
  // Without local storage the session lasts as long as the page.
  let sessionId: string | null = null;
  let previousActionId: string | null = null;
  // What earlier visits could not send goes now, not at the timer's first flush.
  if (outbox.size > 0) void outbox.flush();

  /** The session of this moment: a new one after 30 idle minutes, opened with the page it starts on. */
  const session = () => {
    const current = store ? touchSession(store, now()) : { id: sessionId ?? newUuid(), fresh: sessionId === null };
    if (current.id !== sessionId) {
      sessionId = current.id;
      previousActionId = null;
      // A session kept in local storage from an earlier page load was opened then. A new one is sent at once, with the
      // actions of that moment (the flush posts the session, then takes the actions queued while it was on its way): a
      // visitor who leaves before the timer's first flush is counted all the same.
      if (current.fresh || store === null) {
        outbox.add('sessions', { id: current.id, locale: deps.locale, ...deps.landing() });
        void outbox.flush();
      }
    }
    return current.id;
  };

  return {
    outbox,
    track(call: TrackCall) {
      const id = newUuid();
      outbox.add('actions', {
        id,
        sessionId: session(),
        name: call.name,
        data: call.data ?? {},
        path: call.path,
        // A call on an event's page (the share popup, a page view) belongs to that event.
        eventId: call.eventId ?? eventIdOfPath(call.path),
        occurredAt: call.occurredAt,
        previousActionId,
      });
      previousActionId = id;
      if (outbox.size >= FLUSH_AT) void outbox.flush();
    },
    vital(metric: Pick<Metric, 'name' | 'value' | 'rating' | 'navigationType'>) {
      outbox.add('vitals', {
        sessionId: session(),
        name: metric.name,
        value: metric.value,
        rating: metric.rating,
        navigationType: metric.navigationType,
        url: deps.pageUrl(),
      });
    },
  };
}

/**
 * Starts the tracker in this page (its outbox, timers, web vitals, the page's hide and leave events) and returns its
 * sink; with Do Not Track or Global Privacy Control on, a sink that sends nothing.
 */
export function startTracker(landingAddress: LandingAddress): Sink {
  if (optedOut(navigator as never)) return () => undefined;
  const store = browserStore();
  const outbox = createOutbox({ transport: browserTransport, store, now: Date.now, log: (message) => console.error(message) });
  const tracker = createTracker({
    outbox,
    store,
    now: Date.now,
    landing: () => landingOf(landingAddress, document.referrer),
    locale: navigator.language ?? '',
    pageUrl: () => `${location.origin}${location.pathname}`,
  });
  // Measurement after the page: web-vitals reads the browser's buffered entries, so a late start loses nothing.
  whenLoadedAndIdle(() => {
    import('./vitals.ts').then(
      (m) => m.observeVitals((metric) => tracker.vital(metric)),
      () => undefined, // Offline or a new deploy: this page's vitals are not measured.
    );
  });
  setInterval(() => {
    if (outbox.size > 0) void outbox.flush();
  }, FLUSH_MS);
  // Hidden is the last moment a phone surely gives a page; pagehide covers the rest.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') outbox.leave();
  });
  window.addEventListener('pagehide', () => outbox.leave());
  return (call) => tracker.track(call);
}
