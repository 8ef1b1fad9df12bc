import { describe, expect, it } from 'vitest';
import { doorMayCheckIn, doorMaySell, doorState, type DoorEvent, type DoorState } from './door.ts';

const AT = new Date('2030-05-10T12:00:00Z');

describe('doorState', () => {
  const cases: [string, DoorEvent, DoorState][] = [
    ['published', { published: true, unpublishedAt: null, canceledAt: null }, 'published'],
    ['a draft never published', { published: false, unpublishedAt: null, canceledAt: null }, 'draft'],
    ['unpublished after sales', { published: false, unpublishedAt: AT, canceledAt: null }, 'unpublished'],
    ['cancelled while published', { published: true, unpublishedAt: null, canceledAt: AT }, 'canceled'],
    ['cancelled and unpublished', { published: false, unpublishedAt: AT, canceledAt: AT }, 'canceled'],
    ['instants as strings (a reply)', { published: false, unpublishedAt: AT.toISOString(), canceledAt: null }, 'unpublished'],
  ];
  it.each(cases)('%s', (_name, event, state) => {
    expect(doorState(event)).toBe(state);
  });
});

describe('what the door may do', () => {
  const cases: [DoorState, boolean, boolean][] = [
    ['published', true, true],
    ['draft', false, true],
    ['unpublished', false, true],
    ['canceled', false, false],
  ];
  it.each(cases)('%s: sell %s, check in %s', (state, sell, checkIn) => {
    expect(doorMaySell(state)).toBe(sell);
    expect(doorMayCheckIn(state)).toBe(checkIn);
  });
});
