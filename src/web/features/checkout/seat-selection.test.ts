import { describe, expect, it } from 'vitest';
import { emptySelection } from './selection.ts';
import { seatedSelection, seatsConfirm, seatsToContinue } from './seat-selection.ts';

const held = (key: string, ticketTypeId: string) => ({ seatKey: key, label: key, ticketTypeId });
const area = (areaKey: string, ticketTypeId: string, quantity: number) => ({ areaKey, label: areaKey, ticketTypeId, quantity });
type Area = ReturnType<typeof area>;

describe('seatedSelection', () => {
  it('asks for exactly the tickets the seats need, keeping codes and donation', () => {
    const base = { ...emptySelection(), quantities: { old: 3, a: 5 }, donation: 500, secretCodes: ['X'] };
    expect(seatedSelection(base, { a: 2, b: 1 })).toEqual({ ...base, quantities: { a: 2, b: 1 } });
  });
});

describe('seatsToContinue', () => {
  it.each<{ name: string; held: ReturnType<typeof held>[]; areas?: Area[]; saved: Record<string, number>; dirty: boolean; want: unknown }>([
    { name: 'no seat: nothing to continue with', held: [], saved: {}, dirty: false, want: null },
    { name: 'tickets match the seats and nothing changed: keep the order', held: [held('A1', 'a')], saved: { a: 1 }, dirty: false, want: 'keep' },
    { name: 'a seat given back: save fewer tickets', held: [held('A1', 'a')], saved: { a: 2 }, dirty: false, want: { a: 1 } },
    { name: 'a ticket type left without seats: save without it', held: [held('A1', 'a')], saved: { a: 1, b: 1 }, dirty: false, want: { a: 1 } },
    { name: 'a code or donation changed: save', held: [held('A1', 'a')], saved: { a: 1 }, dirty: true, want: { a: 1 } },
    { name: 'standing places only: their tickets', held: [], areas: [area('area:Floor', 'a', 2)], saved: { a: 1 }, dirty: false, want: { a: 2 } },
    {
      name: 'seats and standing places of one type: kept when the tickets match',
      held: [held('A1', 'a')],
      areas: [area('area:Floor', 'a', 2)],
      saved: { a: 3 },
      dirty: false,
      want: 'keep',
    },
    { name: 'places given back to 0: nothing to continue with', held: [], areas: [area('area:Floor', 'a', 0)], saved: {}, dirty: false, want: null },
  ])('$name', ({ held: h, areas = [], saved, dirty, want }) => {
    expect(seatsToContinue({ held: h, areas }, saved, dirty)).toEqual(want);
  });
});

describe('seatsConfirm', () => {
  it.each([
    { name: 'no token: nothing sent', seats: { token: null, held: [], areas: [] }, want: {} },
    {
      name: 'the token and the seats the buyer saw',
      seats: { token: 'tok', held: [held('A2', 'a'), held('A1', 'a')], areas: [area('area:Floor', 'a', 2)] },
      want: { seatsHoldToken: 'tok', seatsReserved: ['A2', 'A1'] },
    },
  ])('$name', ({ seats, want }) => {
    expect(seatsConfirm(seats)).toEqual(want);
  });
});
