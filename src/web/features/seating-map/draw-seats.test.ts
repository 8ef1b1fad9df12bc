import { describe, expect, it } from 'vitest';
import type { SeatPlace } from '../../../contracts/seating.ts';
import type { ChartDocument } from '../../../contracts/seating.ts';
import { mapBounds, seatBatches } from './draw-seats.ts';
import type { SeatState } from './seat-map-model.ts';

const p = (key: string, categoryKey: string | null, x: number): SeatPlace => ({
  key,
  section: '',
  group: 'A',
  groupKind: 'row',
  seat: key,
  categoryKey,
  objectId: 'r',
  x,
  y: 0,
});

describe('seatBatches', () => {
  it('batches seats by state and colour: free and own seats in their category colour, others grey', () => {
    const places = [p('1', 'a', 1), p('2', 'a', 2), p('3', 'b', 3), p('4', 'a', 4), p('5', 'a', 5), p('6', null, 6)];
    const states = new Map<string, SeatState>([
      ['1', 'free'],
      ['2', 'free'],
      ['3', 'free'],
      ['4', 'mine'],
      ['5', 'taken'],
      ['6', 'unavailable'],
    ]);
    const batches = seatBatches(
      places,
      states,
      new Map([
        ['a', '#ff0000'],
        ['b', '#0000ff'],
      ]),
    );
    expect(batches.map((b) => [b.state, b.color, [...b.points]])).toEqual([
      ['free', '#ff0000', [1, 0, 2, 0]],
      ['free', '#0000ff', [3, 0]],
      ['mine', '#ff0000', [4, 0]],
      ['taken', '#9aa0a6', [5, 0]],
      ['unavailable', '#868e96', [6, 0]],
    ]);
  });
});

describe('mapBounds', () => {
  const doc = (objects: ChartDocument['objects']): ChartDocument => ({ version: 1, categories: [], objects });
  const seat = p('1', 'a', 100);
  it.each([
    { name: 'seats alone: their discs', objects: [], want: { minX: 92, minY: -8, maxX: 108, maxY: 8 } },
    {
      name: 'a stage above the seats is in view',
      objects: [{ type: 'shape' as const, id: 's', x: 50, y: -100, rotation: 0, shape: 'stage' as const, width: 200, height: 40, label: 'Stage' }],
      want: { minX: 50, minY: -100, maxX: 250, maxY: 8 },
    },
    {
      name: 'a round table around its centre',
      objects: [
        {
          type: 'table' as const,
          id: 't',
          x: 300,
          y: 0,
          rotation: 0,
          section: '',
          label: 'T',
          numbering: { scheme: 'numeric' as const, start: 1, reversed: false },
          categoryKey: null,
          overrides: [],
          shape: 'round' as const,
          width: 60,
          height: 60,
          seats: 4,
        },
      ],
      want: { minX: 92, minY: -30, maxX: 330, maxY: 30 },
    },
  ])('$name', ({ objects, want }) => {
    expect(mapBounds(doc(objects), [seat])).toEqual(want);
  });
});
