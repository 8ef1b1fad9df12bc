/** How a queue's jobs expire and retry (pg-boss queue options, plus a cap on the growing retry delay). */
export interface QueuePolicy {
  /** A job still active this long after it started belongs to a dead worker: it fails and retries. */
  expireInSeconds: number;
  retryLimit: number;
  /** The first retry's delay; each further retry doubles it, up to `retryDelayMax`. */
  retryDelay: number;
  retryDelayMax: number;
  /** The queue that receives a job's data when it has failed for good. */
  deadLetter?: string;
}

/** The delay before retry number `retryCount + 1`: doubling from `retryDelay`, capped at `retryDelayMax`. */
export function retryDelaySeconds(policy: Pick<QueuePolicy, 'retryDelay' | 'retryDelayMax'>, retryCount: number): number {
  return Math.min(policy.retryDelayMax, policy.retryDelay * 2 ** Math.min(retryCount, 30));
}

/** The number of retries whose delays add up to at least `seconds`. */
export function retriesToCover(policy: Pick<QueuePolicy, 'retryDelay' | 'retryDelayMax'>, seconds: number): number {
  let retries = 0;
  for (let total = 0; total < seconds; retries += 1) total += retryDelaySeconds(policy, retries);
  return retries;
}

/** A policy whose retries keep trying for `seconds` with doubling delays from `retryDelay` to `retryDelayMax`. */
export function retryFor(seconds: number, p: Pick<QueuePolicy, 'expireInSeconds' | 'retryDelay' | 'retryDelayMax' | 'deadLetter'>): QueuePolicy {
  return { ...p, retryLimit: retriesToCover(p, seconds) };
}
