import { describe, expect, it } from 'vitest';
import { LONDON, NEW_YORK, SYDNEY, talk } from './conversation.fixtures.ts';
import { OFFLINE_MESSAGES as M } from './offline-messages.ts';

/** The ten multi-turn conversations with corrections: the actions in order and the final draft. */
describe('offline assistant: conversations', () => {
  it('1. one answer at a time, a capacity corrected, created on a yes', () => {
    const { steps, draft } = talk(
      ['hi', 'Jazz night', 'Friday', '8pm', 'at the Blue Room, 12 High St, London', '£15', '100', '120 seats not 100', 'yes'],
      LONDON,
    );
    expect(steps.map((s) => s.action)).toEqual(['ask', 'ask', 'ask', 'ask', 'ask', 'ask', 'confirm', 'confirm', 'create']);
    expect(steps.slice(0, 6).map((s) => s.content)).toEqual([M.askName, M.askDate, M.askTime, M.askPlace, M.askTickets, M.askQuantity]);
    expect(draft).toMatchObject({
      name: 'Jazz night',
      dates: [{ startsAt: '2026-12-04T20:00:00+00:00', endsAt: '2026-12-04T23:00:00+00:00', doorTime: null }],
      attendance: 'in_person',
      venue: { name: 'the Blue Room', address: '12 High St', city: 'London' },
      tickets: [{ name: 'General admission', price: 1500, quantity: 120, sale: 'advance' }],
      description: 'Jazz night at the Blue Room on Fri, 4 Dec 2026, 8:00 PM. Tickets from £15.00.',
    });
  });

  it('2. another day, a new name and an added ticket type re-confirm', () => {
    const { steps, draft } = talk(
      [
        'Jazz night at the Blue Room, Friday 8pm, £15, 100 seats',
        'actually Saturday',
        'change the name to Late Jazz',
        'add a student ticket £10',
        '20 student tickets',
        'yep, go ahead',
      ],
      LONDON,
    );
    expect(steps.map((s) => s.action)).toEqual(['confirm', 'confirm', 'confirm', 'confirm', 'confirm', 'create']);
    // the room's 100 seats are shared by a type added later, until the organizer says otherwise
    expect(steps[3]!.draft.tickets[1]).toEqual({ name: 'Student', price: 1000, quantity: 100, sale: 'advance' });
    expect(draft).toMatchObject({
      name: 'Late Jazz',
      dates: [{ startsAt: '2026-12-05T20:00:00+00:00', endsAt: '2026-12-05T23:00:00+00:00' }],
      tickets: [
        { name: 'General admission', price: 1500, quantity: 100, sale: 'advance' },
        { name: 'Student', price: 1000, quantity: 20, sale: 'advance' },
      ],
    });
  });

  it('3. online in New York, the times corrected', () => {
    const { steps, draft } = talk(
      ['Coding webinar', 'next Wednesday 6pm to 7:30pm', "it's on Zoom", 'free', '500', 'make it 7pm to 8:30pm', 'looks good'],
      NEW_YORK,
    );
    expect(steps.map((s) => s.action)).toEqual(['ask', 'ask', 'ask', 'ask', 'confirm', 'confirm', 'create']);
    expect(draft).toMatchObject({
      name: 'Coding webinar',
      timezone: 'America/New_York',
      currency: 'usd',
      dates: [{ startsAt: '2026-12-02T19:00:00-05:00', endsAt: '2026-12-02T20:30:00-05:00' }],
      attendance: 'online',
      venue: null,
      tickets: [{ name: 'General admission', price: 0, quantity: 500 }],
    });
  });

  it('4. publishing, refunds and the weather are refused with the draft unchanged; a yes after them re-confirms', () => {
    const { steps, draft } = talk(
      ['Quiz at The Crown, Saturday 7pm, £5, 60 seats', 'publish it', 'can you refund my last order?', "what's the weather like?", 'yes', 'yes'],
      LONDON,
    );
    expect(steps.map((s) => s.action)).toEqual(['confirm', 'refuse', 'refuse', 'refuse', 'confirm', 'create']);
    expect(steps.slice(1, 4).map((s) => s.content)).toEqual([M.publish, M.refund, M.outside]);
    expect(steps[1]!.draft).toEqual(steps[0]!.draft);
    expect(draft).toMatchObject({ name: 'Quiz', tickets: [{ price: 500, quantity: 60 }] });
  });

  it('5. a past date and an end before the start are asked about again', () => {
    const { steps, draft } = talk(
      ['Reunion at the Red Lion last Friday 8pm', 'this Saturday 8pm until 6pm', 'Saturday 8pm to 11pm', '£10, 50 seats', 'ok'],
      LONDON,
    );
    expect(steps.map((s) => s.action)).toEqual(['ask', 'ask', 'ask', 'confirm', 'create']);
    expect(steps.slice(0, 3).map((s) => s.content)).toEqual([M.past, M.endBeforeStart, M.askTickets]);
    expect(draft).toMatchObject({
      name: 'Reunion',
      venue: { name: 'the Red Lion' },
      dates: [{ startsAt: '2026-12-05T20:00:00+00:00', endsAt: '2026-12-05T23:00:00+00:00' }],
      tickets: [{ price: 1000, quantity: 50 }],
    });
  });

  it('6. an unsupported currency, then Canadian dollars, then pounds', () => {
    const { steps, draft } = talk(['Market at Union Hall, 12/05 10am-4pm, 30 AUD', '30 CAD then', '200', 'make it £25', 'yes'], NEW_YORK);
    expect(steps.map((s) => s.action)).toEqual(['ask', 'ask', 'confirm', 'confirm', 'create']);
    expect(steps[0]!.content).toMatch(/^I can't sell tickets in AUD\. The currencies I can use are USD, .*GBP.*\.$/);
    expect(steps[2]!.draft).toMatchObject({ currency: 'cad', tickets: [{ price: 3000, quantity: 200 }] });
    expect(draft).toMatchObject({
      currency: 'gbp',
      dates: [{ startsAt: '2026-12-05T10:00:00-05:00', endsAt: '2026-12-05T16:00:00-05:00' }],
      tickets: [{ name: 'General admission', price: 2500, quantity: 200 }],
    });
  });

  it('7. pay what you want is turned into free; a no asks what to change; a question is added', () => {
    const { steps, draft } = talk(
      [
        'Poetry evening at the Bookshop, 9 December 7pm, pay what you want',
        'ok free then, 40 seats',
        'no',
        'ask for their favourite poet',
        'yes please',
      ],
      LONDON,
    );
    expect(steps.map((s) => s.action)).toEqual(['ask', 'confirm', 'ask', 'confirm', 'create']);
    expect(steps[0]!.content).toBe(M.payWhatYouWant);
    expect(steps[2]!.content).toBe(M.whatToChange);
    expect(draft).toMatchObject({
      tickets: [{ price: 0, quantity: 40 }],
      questions: [{ fieldType: 'text', title: 'Favourite poet', content: '', required: false }],
    });
  });

  it('8. a recurring event moved to Sundays and to Perth time keeps its wall-clock times', () => {
    const { steps, draft } = talk(
      [
        'Surf lessons every Saturday for 3 weeks 8am to 10am at Bondi Beach, $40, 12 places',
        'actually every Sunday for 3 weeks',
        'change the time zone to Perth',
        'yes',
      ],
      SYDNEY,
    );
    expect(steps.map((s) => s.action)).toEqual(['confirm', 'confirm', 'confirm', 'create']);
    expect(steps[0]!.draft.dates.map((d) => d.startsAt)).toEqual([
      '2026-12-05T08:00:00+11:00',
      '2026-12-12T08:00:00+11:00',
      '2026-12-19T08:00:00+11:00',
    ]);
    expect(draft.timezone).toBe('Australia/Perth');
    expect(draft.dates).toEqual([
      { startsAt: '2026-12-06T08:00:00+08:00', endsAt: '2026-12-06T10:00:00+08:00', doorTime: null },
      { startsAt: '2026-12-13T08:00:00+08:00', endsAt: '2026-12-13T10:00:00+08:00', doorTime: null },
      { startsAt: '2026-12-20T08:00:00+08:00', endsAt: '2026-12-20T10:00:00+08:00', doorTime: null },
    ]);
  });

  it('9. emoji and a wall of text get a helpful question; named quantities per ticket type', () => {
    const wall = 'blah '.repeat(800);
    const { steps, draft } = talk(
      ['🎉🎉🎉', wall, 'Summer BBQ', 'sat 6pm', 'Riverside Park', '£7.50 adults, kids free', '100 adults, 50 children', 'create it'],
      LONDON,
    );
    expect(steps.map((s) => s.action)).toEqual(['ask', 'ask', 'ask', 'ask', 'ask', 'ask', 'confirm', 'create']);
    expect(steps[0]!.content).toBe(M.askName);
    expect(steps[1]!.content).toBe(`${M.tooLong}\n${M.askName}`);
    expect(draft).toMatchObject({
      name: 'Summer BBQ',
      dates: [{ startsAt: '2026-12-05T18:00:00+00:00' }],
      venue: { name: 'Riverside Park', address: '', city: '' },
      tickets: [
        { name: 'Adult', price: 750, quantity: 100 },
        { name: 'Child', price: 0, quantity: 50 },
      ],
    });
  });

  it("10. questions and the organizer's own description", () => {
    const { steps, draft } = talk(
      [
        'Wine tasting at Cellar 42, 15 December 7pm-9pm, £35, 30 places',
        'ask for dietary requirements',
        'also ask their t-shirt size: S, M, L',
        'description: An evening of six wines from small producers.',
        'perfect',
      ],
      LONDON,
    );
    expect(steps.map((s) => s.action)).toEqual(['confirm', 'confirm', 'confirm', 'confirm', 'create']);
    expect(steps[3]!.content).toContain('Description: An evening of six wines from small producers.');
    expect(draft).toMatchObject({
      name: 'Wine tasting',
      venue: { name: 'Cellar 42' },
      description: 'An evening of six wines from small producers.',
      questions: [
        { fieldType: 'text', title: 'Dietary requirements', content: '', required: false },
        { fieldType: 'dropdown', title: 'T-shirt size', content: 'S\nM\nL', required: false },
      ],
    });
  });
});
