import { describe, expect, it } from 'vitest';
import {
  admittedAt,
  arrivalsTurnOn,
  arrivalWindow,
  caughtUp,
  estimateSeconds,
  nextPollSeconds,
  rebased,
  standing,
  WAITING_ROOM,
  waitText,
  type RoomClock,
} from './waiting-room.ts';

const T0 = new Date('2026-12-01T10:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const room = (over: Partial<RoomClock> = {}): RoomClock & { opensAt: Date } => ({
  admittedBase: 0,
  rateSince: T0,
  ratePerMinute: 60,
  lastPosition: 1000,
  opensAt: T0,
  ...over,
});

describe('admittedAt', () => {
  it.each<[string, Partial<RoomClock>, number, number]>([
    ['nobody before the opening', {}, -30, 0],
    ['nobody at the opening', {}, 0, 0],
    ['the rate times the minutes since', {}, 90, 90],
    ['rounded down within a minute', { ratePerMinute: 7 }, 59, 6],
    ['on top of the base of the last change', { admittedBase: 40, ratePerMinute: 6 }, 60, 46],
    ['never beyond the places handed out', { lastPosition: 10 }, 3600, 10],
  ])('%s', (_name, over, seconds, expected) => {
    expect(admittedAt(room(over), at(seconds))).toBe(expected);
  });
});

describe('rebased and caughtUp', () => {
  it('a change of rate keeps who was let in and counts the new rate from now', () => {
    const r = room({ ratePerMinute: 60 });
    const next = { ...r, ...rebased(r, at(60), 6) };
    expect(admittedAt(next, at(60))).toBe(60);
    expect(admittedAt(next, at(120))).toBe(66);
  });

  it('before the opening a new rate changes nothing else', () => {
    expect(rebased(room(), at(-60), 5)).toEqual({ admittedBase: 0, rateSince: T0, ratePerMinute: 5 });
  });

  it.each<[string, Partial<RoomClock>, number, Partial<RoomClock>]>([
    ['a busy room is left as it is', { lastPosition: 1000 }, 60, { admittedBase: 0, rateSince: T0 }],
    ['a room that let everyone in restarts with one place free', { lastPosition: 10 }, 3600, { admittedBase: 10, rateSince: at(3599) }],
    ['before the opening nothing moves', { lastPosition: 0 }, -10, { admittedBase: 0, rateSince: T0 }],
    ['an empty room at its opening has nothing banked', { lastPosition: 0 }, 0, { admittedBase: 0, rateSince: T0 }],
    ['the place just let in is not a banked one', { lastPosition: 1, ratePerMinute: 1 }, 60, { admittedBase: 0, rateSince: T0 }],
  ])('%s', (_name, over, seconds, expected) => {
    expect(caughtUp(room(over), at(seconds))).toMatchObject(expected);
  });
});

describe('standing', () => {
  it.each<[string, number | null, number, ReturnType<typeof standing>]>([
    ['before the draw: the opening', null, -60, { kind: 'before_opening', opensAt: T0 }],
    ['first in line at the opening', 1, 0, { kind: 'waiting', place: 1, estimateSeconds: 1 }],
    ['place 120 at 60 a minute: two minutes', 120, 0, { kind: 'waiting', place: 120, estimateSeconds: 120 }],
    ['a minute later 60 places nearer', 120, 60, { kind: 'waiting', place: 60, estimateSeconds: 60 }],
    ['admitted once the count passes the position', 60, 60, { kind: 'admitted' }],
  ])('%s', (_name, position, seconds, expected) => {
    expect(standing(room(), position, at(seconds))).toEqual(expected);
  });
});

describe('estimates, polling and texts', () => {
  it.each<[number, number, number]>([
    [1, 60, 1],
    [600, 600, 60],
    [601, 600, 61],
    [50_000, 600, 5_000],
  ])('place %i at %i a minute waits %i s', (place, rate, expected) => {
    expect(estimateSeconds(place, rate)).toBe(expected);
  });

  it.each<[number | null, number]>([
    [null, WAITING_ROOM.pollMaxSeconds],
    [0, WAITING_ROOM.pollMinSeconds],
    [20, 5],
    [3600, WAITING_ROOM.pollMaxSeconds],
  ])('asks again %s s before the turn: after %i s', (until, expected) => {
    expect(nextPollSeconds(until)).toBe(expected);
  });

  it.each<[number, string]>([
    [30, 'less than a minute'],
    [60, '1 minute'],
    [61, 'about 2 minutes'],
    [89 * 60, 'about 89 minutes'],
    [3 * 3600, 'about 3 hours'],
  ])('%i s reads %s', (seconds, text) => {
    expect(waitText(seconds)).toBe(text);
  });
});

describe('arrivals', () => {
  it('windows are aligned so every process counts into the same one', () => {
    const w = arrivalWindow(new Date('2026-12-01T10:00:42.500Z'));
    expect(w.toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(arrivalWindow(new Date(w.getTime() + WAITING_ROOM.autoWindowSeconds * 1000 - 1))).toEqual(w);
  });

  it.each<[number, boolean]>([
    [WAITING_ROOM.autoArrivals - 1, false],
    [WAITING_ROOM.autoArrivals, true],
  ])('%i arrivals turn a room on: %s', (n, expected) => {
    expect(arrivalsTurnOn(n)).toBe(expected);
  });
});
