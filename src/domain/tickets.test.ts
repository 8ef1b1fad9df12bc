import { describe, expect, it } from 'vitest';
import { allSoldOut, isListedTicket, isPaidTicket, normalizeTicketCode, ticketAvailability, type AvailabilityInput } from './tickets.ts';

const now = new Date('2026-05-01T12:00:00Z');
const base: AvailabilityInput = {
  quantity: 10,
  sold: 0,
  held: 0,
  startsSalesAt: null,
  endsSalesAt: null,
  price: 1000,
  pricingMode: 'fixed',
  minimumPrice: null,
};
const before = new Date('2026-04-30T12:00:00Z');
const after = new Date('2026-05-02T12:00:00Z');

describe('ticketAvailability (buyer-side 4)', () => {
  it.each<[string, Partial<AvailabilityInput>, boolean, string, string | null, number]>([
    ['on sale', {}, true, 'available', null, 10],
    ['capacity 0', { quantity: 0 }, true, 'sold_out', 'Sold out', 0],
    ['sold and held use it up', { sold: 7, held: 3 }, true, 'sold_out', 'Sold out', 0],
    ['oversold stays at 0', { sold: 12 }, true, 'sold_out', 'Sold out', 0],
    ['one left', { sold: 6, held: 3 }, true, 'available', null, 1],
    ['before the sales window', { startsSalesAt: after }, true, 'not_yet_on_sale', 'Available from', 10],
    ['window started', { startsSalesAt: before }, true, 'available', null, 10],
    ['after the sales window', { endsSalesAt: before }, true, 'sales_closed', 'Pre-sales closed', 10],
    ['sales end exactly now', { endsSalesAt: now }, true, 'sales_closed', 'Pre-sales closed', 10],
    ['sold out wins over the window', { quantity: 0, startsSalesAt: after }, true, 'sold_out', 'Sold out', 0],
    ['paid without payments', {}, false, 'payments_not_set_up', 'Ask organizer to setup payments', 10],
    ['free without payments', { price: 0 }, false, 'available', null, 10],
    ['custom price from 0 without payments', { pricingMode: 'custom_price', price: 0, minimumPrice: 0 }, false, 'available', null, 10],
    [
      'custom price from 5 without payments',
      { pricingMode: 'custom_price', minimumPrice: 500 },
      false,
      'payments_not_set_up',
      'Ask organizer to setup payments',
      10,
    ],
  ])('%s', (_label, change, paymentsReady, state, label, remaining) => {
    const a = ticketAvailability({ ...base, ...change }, { now, paymentsReady });
    expect(a).toMatchObject({ state, label, remaining });
    expect(a.availableFrom).toEqual(state === 'not_yet_on_sale' ? after : null);
  });
});

describe('ticket helpers', () => {
  it.each([
    [{ visibilityScope: 'public', hidden: false }, true],
    [{ visibilityScope: 'public', hidden: true }, false],
    [{ visibilityScope: 'secret', hidden: false }, false],
    [{ visibilityScope: 'member', hidden: false }, false],
    [{ visibilityScope: 'list', hidden: false }, false],
  ] as const)('isListedTicket(%j) -> %s', (t, listed) => expect(isListedTicket(t)).toBe(listed));

  it.each([
    [{ price: 0, pricingMode: 'fixed', minimumPrice: null }, false],
    [{ price: 1, pricingMode: 'fixed', minimumPrice: null }, true],
    [{ price: 0, pricingMode: 'custom_price', minimumPrice: null }, false],
  ] as const)('isPaidTicket(%j) -> %s', (t, paid) => expect(isPaidTicket(t)).toBe(paid));

  it.each([
    [[], false],
    [[{ remaining: 0 }], true],
    [[{ remaining: 0 }, { remaining: 2 }], false],
  ])('allSoldOut(%j) -> %s', (list, out) => expect(allSoldOut(list)).toBe(out));

  it('upper-cases and trims codes', () => expect(normalizeTicketCode(' vip2026 ')).toBe('VIP2026'));
});
