import { describe, expect, it } from 'vitest';
import { ticketButtons } from './ticket-buttons.ts';

const next = {
  id: '00000000-0000-4000-8000-000000000001',
  startsAt: '',
  endsAt: '',
  doorTime: null,
  timezone: 'UTC',
  inPersonTicketsSoldOut: false,
  onlineTicketsSoldOut: false,
};
const base = {
  inPersonTicketsAvailable: true,
  onlineTicketsAvailable: false,
  futureEventCount: 1,
  nextEvent: next,
  purchaseButtonText: null,
};

describe('ticketButtons', () => {
  it.each([
    ['one in-person date', base, undefined, [['in_person', 'Get Tickets', false, 'select']]],
    ['custom purchase text', { ...base, purchaseButtonText: 'RSVP' }, undefined, [['in_person', 'RSVP', false, 'select']]],
    [
      'sold out with one date',
      { ...base, nextEvent: { ...next, inPersonTicketsSoldOut: true } },
      undefined,
      [['in_person', 'Sold Out', true, 'select']],
    ],
    [
      'sold out next date but more dates: choose a date',
      { ...base, futureEventCount: 3, nextEvent: { ...next, inPersonTicketsSoldOut: true } },
      undefined,
      [['in_person', 'Get Tickets', false, 'dates']],
    ],
    [
      'both types, online chosen first',
      { ...base, onlineTicketsAvailable: true },
      'online' as const,
      [
        ['online', 'Get Stream Access', false, 'select'],
        ['in_person', 'Get Tickets', false, 'select'],
      ],
    ],
    ['no listed tickets', { ...base, inPersonTicketsAvailable: false }, undefined, []],
    ['every date ended', { ...base, futureEventCount: 0, nextEvent: null }, undefined, []],
  ])('%s', (_name, event, chosen, expected) => {
    const buttons = ticketButtons(event, chosen);
    expect(buttons.map((b) => [b.ticketType, b.label, b.disabled, b.target])).toEqual(expected);
    if (buttons.length) expect(buttons[0]!.primary).toBe(true);
  });
});
