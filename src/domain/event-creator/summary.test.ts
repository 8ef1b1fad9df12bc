import { describe, expect, it } from 'vitest';
import { type EventDraft, emptyDraft } from './draft.ts';
import { generatedDescription, summary } from './summary.ts';

const draft: EventDraft = {
  ...emptyDraft({ timezone: 'Europe/London', currency: 'gbp' }),
  name: 'Jazz night',
  dates: [{ startsAt: '2026-12-04T20:00:00+00:00', endsAt: '2026-12-04T23:00:00+00:00', doorTime: '2026-12-04T19:30:00+00:00' }],
  attendance: 'in_person',
  venue: { name: 'the Blue Room', address: '12 High St', city: 'London' },
  tickets: [
    { name: 'Advance', price: 1500, quantity: 120, sale: 'advance' },
    { name: 'On the door', price: 2000, quantity: 120, sale: 'door' },
  ],
  questions: [{ fieldType: 'dropdown', title: 'T-shirt size', content: 'S\nM\nL', required: false }],
};

describe('summary', () => {
  it('repeats the draft back in short lines, in its zone and currency', () => {
    expect(summary(draft, true, 3).split('\n')).toEqual([
      'Here is your draft event:',
      'Name: Jazz night',
      'When: Fri, 4 Dec 2026, 8:00 PM to 11:00 PM (doors 7:30 PM)',
      'Time zone: Europe/London',
      'Where: the Blue Room, 12 High St, London',
      'Tickets: Advance: £15.00, 120 available; On the door: £20.00, 120 available, sold at the door',
      'Questions: T-shirt size (S, M, L)',
      'Description: I\'ll write a short one: "Jazz night at the Blue Room on Fri, 4 Dec 2026, 8:00 PM. Tickets from £15.00."',
      "I've assumed it lasts 3 hours; tell me if it ends at another time.",
      'Shall I create this draft?',
    ]);
  });

  it('shows an end on another day in full, online events, free tickets and many dates as first and last', () => {
    const dates = Array.from({ length: 5 }, (_, i) => ({
      startsAt: `2027-03-0${i + 1}T22:00:00+00:00`,
      endsAt: `2027-03-0${i + 2}T02:00:00+00:00`,
      doorTime: null,
    }));
    const lines = summary(
      {
        ...draft,
        dates,
        attendance: 'online',
        venue: null,
        tickets: [{ name: 'General admission', price: 0, quantity: 50, sale: 'advance' }],
        questions: [],
        description: 'Ours.',
      },
      false,
      3,
    ).split('\n');
    expect(lines.slice(2, 7)).toEqual([
      'When: 5 dates, from Mon, 1 Mar 2027, 10:00 PM to Tue, 2 Mar 2027, 2:00 AM',
      '      to Fri, 5 Mar 2027, 10:00 PM to Sat, 6 Mar 2027, 2:00 AM',
      'Time zone: Europe/London',
      'Where: Online',
      'Tickets: General admission: free, 50 available',
    ]);
    expect(lines[7]).toBe('Description: Ours.');
  });

  it('writes a plain description from what is known', () => {
    expect(
      generatedDescription({ ...draft, attendance: 'online', venue: null, tickets: [{ name: 'Free', price: 0, quantity: 10, sale: 'advance' }] }),
    ).toBe('Jazz night online on Fri, 4 Dec 2026, 8:00 PM. Free entry.');
  });
});
