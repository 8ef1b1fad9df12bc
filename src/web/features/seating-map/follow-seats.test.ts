import { describe, expect, it } from 'vitest';
import { emptySelection } from '../checkout/selection.ts';
import { followSeats } from './follow-seats.ts';

const held = (key: string, ticketTypeId: string) => ({ seatKey: key, label: key, ticketTypeId });
const area = (areaKey: string, ticketTypeId: string, quantity: number) => ({ areaKey, label: areaKey, ticketTypeId, quantity });
type Area = ReturnType<typeof area>;

describe('followSeats', () => {
  const draft = (quantities: Record<string, number>, dirty = false) => ({ selection: { ...emptySelection(), quantities, donation: 300 }, dirty });
  it.each<{
    name: string;
    quantities: Record<string, number>;
    held: ReturnType<typeof held>[];
    areas?: Area[];
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
    {
      name: 'standing places count as tickets of their type',
      quantities: { a: 1 },
      held: [held('A1', 'a')],
      areas: [area('area:Floor', 'b', 2)],
      want: { quantities: { a: 1, b: 2 }, dirty: true },
    },
  ])('$name', ({ quantities, held: h, areas = [], want }) => {
    const next = followSeats(draft(quantities), { held: h, areas });
    expect({ quantities: next.selection.quantities, dirty: next.dirty }).toEqual(want);
    expect(next.selection.donation).toBe(300);
  });
});
