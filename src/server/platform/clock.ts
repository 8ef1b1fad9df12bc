/**
 * The time that code deciding by the clock reads, so tests move it instead of sleeping. Only where our code decides
 * (the sandbox settling a payment); what the database decides stays with SQL now() (holds, job retries, sweeps).
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until the test moves it: `advance(ms)`, or `set(at)`. */
export interface TestClock extends Clock {
  advance(ms: number): void;
  set(at: Date): void;
}

export function testClock(start = new Date()): TestClock {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms) {
      now += ms;
    },
    set(at) {
      now = at.getTime();
    },
  };
}
