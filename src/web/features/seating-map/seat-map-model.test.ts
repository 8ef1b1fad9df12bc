import { describe, expect, it } from 'vitest';
import type { SeatPlace } from '../../../contracts/seating.ts';
import { ticketCounts, wantsMoreTickets } from './seat-counts.ts';
import { availableRows, seatStates } from './seat-map-model.ts';

const place = (key: string, over: Partial<SeatPlace> = {}): SeatPlace => ({
  key,
  section: 'Stalls',
  group: 'A',
  groupKind: 'row',
  seat: key.slice(-1),
  categoryKey: 'stalls',
  objectId: 'row-A',
  x: 0,
  y: 0,
  ...over,
});

describe('seatStates', () => {
  const places = [place('A1'), place('A2'), place('A3'), place('A4', { categoryKey: 'circle' }), place('A5', { categoryKey: null })];
  const sold = new Set(['stalls']);
  it.each([
    {
      name: 'nothing taken: seats of a category on sale are free',
      status: [],
      mine: [],
      want: ['free', 'free', 'free', 'unavailable', 'unavailable'],
    },
    {
      name: 'taken and blocked seats differ',
      status: [
        { key: 'A1', status: 'taken' as const },
        { key: 'A2', status: 'unavailable' as const },
      ],
      mine: [],
      want: ['taken', 'unavailable', 'free', 'unavailable', 'unavailable'],
    },
    {
      name: "the buyer's own held seat is theirs, not taken",
      status: [{ key: 'A1', status: 'taken' as const }],
      mine: ['A1'],
      want: ['mine', 'free', 'free', 'unavailable', 'unavailable'],
    },
  ])('$name', ({ status, mine, want }) => {
    const states = seatStates(places, status, new Set(mine), sold);
    expect(places.map((p) => states.get(p.key))).toEqual(want);
  });
});

describe('availableRows', () => {
  it('groups free seats by section and row, in chart order, leaving out rows with none', () => {
    const places = [
      place('A1'),
      place('A2'),
      place('B1', { group: 'B' }),
      place('T1', { section: '', group: 'Table 1', groupKind: 'table', seat: '1', categoryKey: 'circle' }),
    ];
    const states = new Map([
      ['A1', 'free'],
      ['A2', 'mine'],
      ['B1', 'taken'],
      ['T1', 'free'],
    ] as const);
    expect(availableRows(places, states)).toEqual([
      { id: 'Stalls\u0000A', title: 'Stalls, Row A', seats: [places[0], places[1]] },
      { id: '\u0000Table 1', title: 'Table 1', seats: [places[3]] },
    ]);
  });
});

describe('ticket counts', () => {
  it('counts held seats and standing places per ticket type', () => {
    const held = [{ ticketTypeId: 'a' }, { ticketTypeId: 'b' }, { ticketTypeId: 'a' }];
    expect(ticketCounts({ held, areas: [] })).toEqual({ a: 2, b: 1 });
    expect(
      ticketCounts({
        held,
        areas: [
          { ticketTypeId: 'b', quantity: 3 },
          { ticketTypeId: 'c', quantity: 0 },
        ],
      }),
    ).toEqual({ a: 2, b: 4 });
    expect(ticketCounts({ held: [], areas: [] })).toEqual({});
  });
  it.each<{ saved: Record<string, number>; wanted: Record<string, number>; more: boolean }>([
    { saved: {}, wanted: { a: 1 }, more: true },
    { saved: { a: 1 }, wanted: { a: 1 }, more: false },
    { saved: { a: 2 }, wanted: { a: 1 }, more: false },
    { saved: { a: 2 }, wanted: { a: 1, b: 1 }, more: true },
    { saved: { a: 0 }, wanted: {}, more: false },
  ])('the order needs more tickets: $saved for $wanted -> $more', ({ saved, wanted, more }) => {
    expect(wantsMoreTickets(saved, wanted)).toBe(more);
  });
});
