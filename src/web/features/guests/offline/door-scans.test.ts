import { describe, expect, it } from 'vitest';
import { keptWithoutSession, scansOfAccount, stateAfterRefusal, toSend, unsentCounts, type DoorScanState } from './door-scans.ts';

const STATES: DoorScanState[] = ['waiting', 'synced', 'refused', 'purged'];

describe('a door scan by its state', () => {
  it.each<[DoorScanState, { send: boolean; keptWithoutSession: boolean }]>([
    ['waiting', { send: true, keptWithoutSession: true }],
    ['refused', { send: true, keptWithoutSession: true }],
    ['purged', { send: false, keptWithoutSession: true }],
    ['synced', { send: false, keptWithoutSession: false }],
  ])('%s: sent %j', (state, expected) => {
    expect({ send: toSend({ state }), keptWithoutSession: keptWithoutSession({ state }) }).toEqual(expected);
  });

  it('counts the scans the server has not answered, by state', () => {
    const scans = [...STATES, 'waiting', 'purged', 'purged'].map((state) => ({ state: state as DoorScanState }));
    expect(unsentCounts(scans)).toEqual({ waiting: 2, refused: 1, purged: 3 });
    expect(unsentCounts([])).toEqual({ waiting: 0, refused: 0, purged: 0 });
  });
});

describe('stateAfterRefusal', () => {
  it.each<[number, DoorScanState | null]>([
    [403, 'refused'],
    [404, 'purged'],
    [401, null],
    [400, null],
    [500, null],
    [0, null],
  ])('%i -> %s', (status, state) => expect(stateAfterRefusal(status)).toBe(state));
});

describe('scansOfAccount', () => {
  it("shows an account its own scans only, never another's on the same device", () => {
    const scans = [
      { id: 'a', userId: 'ada' },
      { id: 'g', userId: 'grace' },
      { id: 'a2', userId: 'ada' },
    ];
    expect(scansOfAccount(scans, 'ada').map((s) => s.id)).toEqual(['a', 'a2']);
    expect(scansOfAccount(scans, 'grace').map((s) => s.id)).toEqual(['g']);
    expect(scansOfAccount(scans, 'alan')).toEqual([]);
  });
});
