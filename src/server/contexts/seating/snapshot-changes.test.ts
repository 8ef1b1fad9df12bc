import { describe, expect, it } from 'vitest';
import type { ChartDocument, ChartRow } from '../../../contracts/seating.ts';
import { snapshotChanges } from './snapshot-changes.ts';
import { seatKey } from '../../../domain/seating/index.ts';

const row = (over: Partial<ChartRow> = {}): ChartRow => ({
  type: 'row',
  id: 'r1',
  x: 0,
  y: 0,
  rotation: 0,
  section: '',
  label: 'A',
  numbering: { scheme: 'numeric', start: 1, reversed: false },
  categoryKey: 'std',
  overrides: [],
  seats: 3,
  spacing: 20,
  curve: 0,
  ...over,
});
const doc = (...objects: ChartRow[]): ChartDocument => ({ version: 1, categories: [{ key: 'std', name: 'Std', color: '#000000' }], objects });
const key = (seat: string) => seatKey('', 'A', seat);

describe('snapshotChanges', () => {
  it.each([
    ['same drawing', doc(row()), [], []],
    ['a free seat removed', doc(row({ seats: 2 })), [key('1')], []],
    ['a used seat removed', doc(row({ seats: 2 })), [key('3')], [{ seatKey: key('3'), change: 'removed' }]],
    ['a used seat moved', doc(row({ x: 5 })), [key('1')], [{ seatKey: key('1'), change: 'moved' }]],
    ['a used seat recategorized', doc(row({ categoryKey: 'vip' })), [key('2')], [{ seatKey: key('2'), change: 'recategorized' }]],
    ['a seat added next to used ones', doc(row({ seats: 4 })), [key('1'), key('3')], []],
  ])('%s', (_name, after, inUse, expected) => {
    expect(snapshotChanges(doc(row()), after, new Set(inUse))).toEqual(expected);
  });
});
