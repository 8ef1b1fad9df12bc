/**
 * Admission control's bookkeeping, without HTTP (platform/http/admission.ts puts it on requests): at most
 * `maxActive` requests are worked on at once; more wait for a slot in arrival order while the queue moves, and the
 * rest are refused at once. The queue is bounded by time, not length: a newcomer may wait only while the longest
 * waiting request has waited less than `maxWaitMs`, so the queue holds about `maxWaitMs` of answers whatever the
 * server's speed (a slow checkout and a cached page alike), and a refusal never waits.
 */
export interface AdmissionLimits {
  maxActive: number;
  /** 0: no queue. */
  maxWaitMs: number;
}

/** A bound on memory only: the wait bound refuses long before it at any real speed. */
export const MAX_QUEUED = 10_000;

/** Gives the slot back; calling it again does nothing (a reply's send and its connection's close both call it). */
export type Release = () => void;

export interface AdmissionGate {
  /** A release when a slot is free now, a promise of one when the request waits in the queue, or null: refused. */
  enter(): Release | Promise<Release> | null;
  readonly active: number;
  readonly queued: number;
}

export function admissionGate({ maxActive, maxWaitMs }: AdmissionLimits, now: () => number = () => performance.now()): AdmissionGate {
  let active = 0;
  const waiting: { since: number; admit: (release: Release) => void }[] = [];

  const slot = (): Release => {
    active += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      active -= 1;
      waiting.shift()?.admit(slot());
    };
  };

  const queueMoves = () => maxWaitMs > 0 && waiting.length < MAX_QUEUED && (waiting.length === 0 || now() - waiting[0]!.since < maxWaitMs);

  return {
    enter() {
      if (active < maxActive) return slot();
      if (!queueMoves()) return null;
      return new Promise<Release>((admit) => waiting.push({ since: now(), admit }));
    },
    get active() {
      return active;
    },
    get queued() {
      return waiting.length;
    },
  };
}
