import { describe, expect, it } from 'vitest';
import { row, smallChart, stalls } from './seating.fixtures.ts';
import { snapshotLayout } from './snapshot-layout.ts';

const seating = (id: string, takenAt: Date, document = smallChart()) => ({ id, takenAt, document });

describe('snapshotLayout', () => {
  it('lays a snapshot out once, and a replaced snapshot (a new takenAt) afresh', () => {
    const at = new Date('2026-11-30T10:00:00Z');
    const first = snapshotLayout(seating('s1', at));
    expect(first.places.get(stalls('A', 1))?.categoryKey).toBe('stalls');
    expect(snapshotLayout(seating('s1', new Date(at))).places).toBe(first.places);

    const replaced = snapshotLayout(seating('s1', new Date('2026-11-30T11:00:00Z'), smallChart([row('A', { seats: 2 })])));
    expect(replaced.places).not.toBe(first.places);
    expect(replaced.places.size).toBe(2);
  });

  it('keeps the 32 snapshots used last', () => {
    const at = new Date('2026-11-30T12:00:00Z');
    const kept = snapshotLayout(seating('kept', at));
    const dropped = snapshotLayout(seating('dropped', at));
    for (let i = 0; i < 31; i++) {
      snapshotLayout(seating(`other-${i}`, at));
      snapshotLayout(seating('kept', at)); // used again: stays
    }
    expect(snapshotLayout(seating('kept', at)).places).toBe(kept.places);
    expect(snapshotLayout(seating('dropped', at)).places).not.toBe(dropped.places);
  });
});
