import { describe, expect, it } from 'vitest';
import { ticketTypesForSeat, type SeatTicketType } from './seat-ticket-types.ts';

const now = new Date('2026-05-01T12:00:00Z');
const type = (over: Partial<SeatTicketType>): SeatTicketType => ({
  id: 't',
  seatsCategoryKeys: ['stalls'],
  quantity: 10,
  startsSalesAt: null,
  endsSalesAt: null,
  ...over,
});

describe('ticketTypesForSeat (buyer-side 9)', () => {
  it.each([
    ['sells the category', type({}), true],
    ['another category', type({ seatsCategoryKeys: ['circle'] }), false],
    ['no category (not a seat ticket)', type({ seatsCategoryKeys: [] }), false],
    ['quantity 0', type({ quantity: 0 }), false],
    ['sales not started', type({ startsSalesAt: new Date('2026-05-02T00:00:00Z') }), false],
    ['sales started', type({ startsSalesAt: new Date('2026-04-01T00:00:00Z') }), true],
    ['sales ended', type({ endsSalesAt: now }), false],
    ['sales end later', type({ endsSalesAt: new Date('2026-05-01T12:00:01Z') }), true],
    ['one of several categories', type({ seatsCategoryKeys: ['circle', 'stalls'] }), true],
  ])('%s', (_name, t, offered) => {
    expect(ticketTypesForSeat([t], 'stalls', now).length === 1).toBe(offered);
  });
});
