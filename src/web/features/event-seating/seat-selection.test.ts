import { describe, expect, it } from 'vitest';
import type { SeatPlace } from '../../../contracts/seating.ts';
import { clickSeat, seatChoices, seatStatesOn } from './seat-selection.ts';

const seat = (objectId: string, group: string, n: number, section = 'Stalls'): SeatPlace => ({
  key: `${section}/${group}/${n}`,
  section,
  group,
  groupKind: objectId.startsWith('table') ? 'table' : 'row',
  seat: String(n),
  categoryKey: 'stalls',
  objectId,
  x: n * 20,
  y: 0,
});
const rowA = [1, 2, 3, 4, 5].map((n) => seat('row-A', 'A', n));
const rowB = [1, 2, 3].map((n) => seat('row-B', 'B', n));
const seats = [...rowA, ...rowB];
const keys = (...list: SeatPlace[]) => new Set(list.map((s) => s.key));

describe('clickSeat', () => {
  it.each([
    ['a click selects a seat', new Set<string>(), null, rowA[1]!, false, keys(rowA[1]!), rowA[1]!.key],
    ['a click on a selected seat drops it', keys(rowA[1]!), rowA[1]!.key, rowA[1]!, false, keys(), rowA[1]!.key],
    ['shift-click selects the run from the anchor', keys(rowA[1]!), rowA[1]!.key, rowA[3]!, true, keys(rowA[1]!, rowA[2]!, rowA[3]!), rowA[1]!.key],
    ['the run goes backwards too', keys(rowA[4]!), rowA[4]!.key, rowA[2]!, true, keys(rowA[2]!, rowA[3]!, rowA[4]!), rowA[4]!.key],
    ['a deselected anchor clears the run', keys(rowA[0]!, rowA[1]!, rowA[2]!), rowA[3]!.key, rowA[1]!, true, keys(rowA[0]!), rowA[3]!.key],
    ['shift-click in another row is a plain click', keys(rowA[1]!), rowA[1]!.key, rowB[2]!, true, keys(rowA[1]!, rowB[2]!), rowB[2]!.key],
    ['shift-click without an anchor is a plain click', new Set<string>(), null, rowB[0]!, true, keys(rowB[0]!), rowB[0]!.key],
  ])('%s', (_name, selected, anchor, clicked, shift, expected, expectedAnchor) => {
    const result = clickSeat(seats, selected, anchor, clicked.key, shift);
    expect(result.selected).toEqual(expected);
    expect(result.anchor).toBe(expectedAnchor);
  });
});

describe('seatStatesOn', () => {
  const occurrenceId = 'date-1';
  it.each([
    ['free by default', [], [], 'Stalls/A/1', undefined],
    ['taken by a buyer', [], [{ key: 'Stalls/A/1', status: 'taken' as const }], 'Stalls/A/1', { kind: 'taken' }],
    [
      'blocked with its reason on this date',
      [{ occurrenceId, seatKey: 'Stalls/A/1', reason: 'wheelchair' as const }],
      [{ key: 'Stalls/A/1', status: 'unavailable' as const }],
      'Stalls/A/1',
      { kind: 'blocked', reason: 'wheelchair' },
    ],
    [
      'a block of another date does not count',
      [{ occurrenceId: 'date-2', seatKey: 'Stalls/A/1', reason: 'held_back' as const }],
      [],
      'Stalls/A/1',
      undefined,
    ],
  ])('%s', (_name, blocked, status, key, expected) => {
    expect(seatStatesOn(blocked, occurrenceId, status).get(key)).toEqual(expected);
  });
});

describe('seatChoices', () => {
  it('groups seats by section and row in chart order', () => {
    expect(seatChoices([...rowB.slice(0, 1), seat('table-1', 'Table 1', 2, '')])).toEqual([
      { group: 'Stalls, Row B', items: [{ value: 'Stalls/B/1', label: 'Stalls, Row B, Seat 1' }] },
      { group: 'Table 1', items: [{ value: '/Table 1/2', label: 'Table 1, Seat 2' }] },
    ]);
  });
  it('keeps only the seats asked for', () => {
    expect(seatChoices(rowB, (s) => s.seat !== '2').flatMap((g) => g.items.map((i) => i.value))).toEqual(['Stalls/B/1', 'Stalls/B/3']);
  });
});
