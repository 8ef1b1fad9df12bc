/**
 * The waiting room of an on-sale (issue 35, docs/decisions/checkout.md "Waiting room"): places, admissions and
 * estimates as arithmetic, so nothing is written per admission. Visitors who joined before the room opened get
 * random places at the opening (drawn once, in the database); later ones join the end. The room admits
 * `ratePerMinute` places a minute from `rateSince`, on top of the `admittedBase` it had then.
 */
export const WAITING_ROOM = {
  /**
   * Admissions a minute when nobody chose a rate: the checkout's measured sustained rate with margin
   * (bench/checkout.ts, docs/decisions/checkout.md "Waiting room").
   */
  defaultRatePerMinute: 600,
  minRatePerMinute: 1,
  maxRatePerMinute: 100_000,
  /** How long an admission pass lives: enough to pick tickets, short enough that a copied pass is soon worthless. */
  passTtlSeconds: 600,
  /** The platform turns a room on by itself past this many event page arrivals within `autoWindowSeconds`. */
  autoArrivals: 3_000,
  autoWindowSeconds: 60,
  /** A process adds its event page arrivals to the database count at least this often (or every `arrivalBatch`). */
  arrivalFlushMs: 1_000,
  arrivalBatch: 50,
  /** The waiting page asks again within these bounds (nextPollSeconds); its script doubles the wait after a failure. */
  pollMinSeconds: 2,
  pollMaxSeconds: 30,
} as const;

export interface RoomClock {
  /** Places admitted when the rate last changed (or 0 at the opening). */
  admittedBase: number;
  /** Since when the current rate admits: the opening, or the last change of rate. */
  rateSince: Date;
  ratePerMinute: number;
  /** Places handed out so far: nobody stands beyond it. */
  lastPosition: number;
}

/** What the rate has let through since `rateSince`, whether or not anyone stood in those places. */
function allowanceAt(room: Omit<RoomClock, 'lastPosition'>, now: Date): number {
  const elapsed = Math.max(0, now.getTime() - room.rateSince.getTime());
  return room.admittedBase + Math.floor((room.ratePerMinute * elapsed) / 60_000);
}

/** Places admitted at `now`: the base plus the rate over the time since, never beyond the last place handed out. */
export function admittedAt(room: RoomClock, now: Date): number {
  return Math.min(room.lastPosition, allowanceAt(room, now));
}

/**
 * The clock after a change of rate (or after a quiet spell, before newcomers join): what was admitted stays
 * admitted and the new rate counts from now. Before the opening nothing moves: the rate counts from `opensAt`.
 */
export function rebased(room: RoomClock, now: Date, ratePerMinute: number): Pick<RoomClock, 'admittedBase' | 'rateSince' | 'ratePerMinute'> {
  if (now < room.rateSince) return { admittedBase: room.admittedBase, rateSince: room.rateSince, ratePerMinute };
  return { admittedBase: admittedAt(room, now), rateSince: now, ratePerMinute };
}

/**
 * Before newcomers join an idle room the clock must not have banked the quiet time: a room that admitted nobody
 * for an hour would otherwise let the next hour's rate through at once. When every place is admitted, admission
 * restarts as if the last place had just gone in one interval ago, so the next newcomer goes straight in and the
 * ones after wait their turn at the rate.
 */
export function caughtUp(room: RoomClock, now: Date): RoomClock {
  if (now < room.rateSince || allowanceAt(room, now) <= room.lastPosition) return room;
  const interval = Math.ceil(60_000 / room.ratePerMinute);
  return { ...room, admittedBase: room.lastPosition, rateSince: new Date(now.getTime() - interval) };
}

export type VisitorStanding =
  /** Joined before the opening: the draw at `opensAt` gives the place. */
  { kind: 'before_opening'; opensAt: Date } | { kind: 'waiting'; place: number; estimateSeconds: number } | { kind: 'admitted' };

/** Where a visitor stands: `position` null until the draw. Place 1 is next; the estimate is place / rate, rounded up. */
export function standing(room: RoomClock & { opensAt: Date }, position: number | null, now: Date): VisitorStanding {
  if (position === null) return { kind: 'before_opening', opensAt: room.opensAt };
  const place = position - admittedAt(room, now);
  if (place <= 0) return { kind: 'admitted' };
  return { kind: 'waiting', place, estimateSeconds: estimateSeconds(place, room.ratePerMinute) };
}

/** Seconds until place `place` is admitted at `ratePerMinute`: an honest upper bound, never 0 for someone waiting. */
export function estimateSeconds(place: number, ratePerMinute: number): number {
  return Math.max(1, Math.ceil((place * 60) / ratePerMinute));
}

/**
 * When the waiting page asks again: a quarter of the time until the visitor's turn (or the opening), within the
 * bounds, so a crowd far from its turn asks rarely and the next ones often. Unknown: the maximum.
 */
export function nextPollSeconds(untilTurnSeconds: number | null): number {
  if (untilTurnSeconds === null) return WAITING_ROOM.pollMaxSeconds;
  return Math.min(WAITING_ROOM.pollMaxSeconds, Math.max(WAITING_ROOM.pollMinSeconds, Math.ceil(untilTurnSeconds / 4)));
}

/** A duration for people: '1 minute', 'about 12 minutes', 'about 2 hours'; under a minute 'less than a minute'. */
export function waitText(seconds: number): string {
  if (seconds < 60) return 'less than a minute';
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return minutes === 1 ? '1 minute' : `about ${minutes} minutes`;
  return `about ${Math.round(minutes / 60)} hours`;
}

/** Whether the arrivals counted in one window turn a room on by themselves. */
export const arrivalsTurnOn = (arrivals: number): boolean => arrivals >= WAITING_ROOM.autoArrivals;

/** The start of the arrival window `now` falls in (windows are aligned, so every process counts into the same row). */
export function arrivalWindow(now: Date): Date {
  const ms = WAITING_ROOM.autoWindowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / ms) * ms);
}
