import { describe, expect, it } from 'vitest';
import { emptySelection } from './selection.ts';
import { followSeats, seatedSelection, seatsConfirm, seatsToContinue } from './seat-selection.ts';

const held = (key: string, ticketTypeId: string) => ({ seatKey: key, label: key, ticketTypeId });

describe('seatedSelection', () => {
  it('asks for exactly the tickets the seats need, keeping codes and donation', () => {
    const base = { ...emptySelection(), quantities: { old: 3, a: 5 }, donation: 500, secretCodes: ['X'] };
    expect(seatedSelection(base, { a: 2, b: 1 })).toEqual({ ...base, quantities: { a: 2, b: 1 } });
  });
});

describe('seatsToContinue', () => {
  it.each<{ name: string; held: ReturnType<typeof held>[]; saved: Record<string, number>; dirty: boolean; want: unknown }>([
    { name: 'no seat: nothing to continue with', held: [], saved: {}, dirty: false, want: null },
    { name: 'tickets match the seats and nothing changed: keep the order', held: [held('A1', 'a')], saved: { a: 1 }, dirty: false, want: 'keep' },
    { name: 'a seat given back: save fewer tickets', held: [held('A1', 'a')], saved: { a: 2 }, dirty: false, want: { a: 1 } },
    { name: 'a ticket type left without seats: save without it', held: [held('A1', 'a')], saved: { a: 1, b: 1 }, dirty: false, want: { a: 1 } },
    { name: 'a code or donation changed: save', held: [held('A1', 'a')], saved: { a: 1 }, dirty: true, want: { a: 1 } },
  ])('$name', ({ held: h, saved, dirty, want }) => {
    expect(seatsToContinue(h, saved, dirty)).toEqual(want);
  });
});

describe('seatsConfirm', () => {
  it.each([
    { name: 'no token: nothing sent', seats: { token: null, held: [] }, want: {} },
    {
      name: 'the token and the seats the buyer saw',
      seats: { token: 'tok', held: [held('A2', 'a'), held('A1', 'a')] },
      want: { seatsHoldToken: 'tok', seatsReserved: ['A2', 'A1'] },
    },
  ])('$name', ({ seats, want }) => {
    expect(seatsConfirm(seats)).toEqual(want);
  });
});

describe('followSeats', () => {
  const draft = (quantities: Record<string, number>, dirty = false) => ({ selection: { ...emptySelection(), quantities, donation: 300 }, dirty });
  it.each<{
    name: string;
    quantities: Record<string, number>;
    held: ReturnType<typeof held>[];
    want: { quantities: Record<string, number>; dirty: boolean };
  }>([
    { name: 'the seats match the tickets: unchanged', quantities: { a: 1 }, held: [held('A1', 'a')], want: { quantities: { a: 1 }, dirty: false } },
    // A hold refused after the order grew, or a seat given back: the summary shows the seats, Continue saves them.
    { name: 'a ticket without its seat: the selection follows the seats', quantities: { a: 1 }, held: [], want: { quantities: {}, dirty: true } },
    {
      name: 'a seat given back',
      quantities: { a: 2, b: 1 },
      held: [held('A1', 'a'), held('B1', 'b')],
      want: { quantities: { a: 1, b: 1 }, dirty: true },
    },
  ])('$name', ({ quantities, held: h, want }) => {
    const next = followSeats(draft(quantities), h);
    expect({ quantities: next.selection.quantities, dirty: next.dirty }).toEqual(want);
    expect(next.selection.donation).toBe(300);
  });
});
