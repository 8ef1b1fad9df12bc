import { describe, expect, it } from 'vitest';
import type { AssistantStep, CreatorContext, EventDraft } from './draft.ts';
import { BERLIN, LONDON, NEW_YORK, SYDNEY, talk } from './conversation.fixtures.ts';

/**
 * The table: 40 first messages -> the draft's fields and the assistant's action. Every date is read from
 * Sunday 29 November 2026, 10:00 UTC; "Friday" is 4 December. Only the fields a row names are compared.
 */
interface Shape {
  action: AssistantStep['action'];
  name: string | null;
  timezone: string;
  currency: string;
  /** "start end [doors]" per date. */
  dates: string[];
  where: string | null;
  /** "name price xquantity sale". */
  tickets: string[];
  /** "type title [options] required?". */
  questions: string[];
  description: string | null;
}

function shape(step: AssistantStep): Shape {
  const d: EventDraft = step.draft;
  return {
    action: step.action,
    name: d.name,
    timezone: d.timezone,
    currency: d.currency,
    dates: d.dates.map((x) => [x.startsAt, x.endsAt, x.doorTime].filter(Boolean).join(' ')),
    where: d.attendance === 'online' ? 'online' : d.venue ? [d.venue.name, d.venue.address, d.venue.city].filter(Boolean).join(', ') : null,
    tickets: d.tickets.map((t) => `${t.name} ${t.price} x${t.quantity} ${t.sale}`),
    questions: d.questions.map((q) =>
      [q.fieldType, q.title, q.content.replace(/\n/g, '/'), q.required ? 'required' : ''].filter(Boolean).join(' | '),
    ),
    description: d.description,
  };
}

const ONE_GA = (price: number, quantity: number) => [`General admission ${price} x${quantity} advance`];

const REQUESTS: [string, CreatorContext, Partial<Shape>][] = [
  // short, British, the issue's own example: doors, advance and door tickets sharing the room's 120 seats
  [
    'Jazz night at the Blue Room, Friday 8pm, doors 7:30, £15 advance, £20 on the door, 120 seats',
    LONDON,
    {
      action: 'confirm',
      name: 'Jazz night',
      dates: ['2026-12-04T20:00:00+00:00 2026-12-04T23:00:00+00:00 2026-12-04T19:30:00+00:00'],
      where: 'the Blue Room',
      tickets: ['Advance 1500 x120 advance', 'On the door 2000 x120 door'],
      currency: 'gbp',
    },
  ],
  [
    'Quiz night at The Crown, 5 Church Lane, Oxford, Saturday 7pm to 10pm, £5, 60 seats',
    LONDON,
    {
      action: 'confirm',
      name: 'Quiz night',
      dates: ['2026-12-05T19:00:00+00:00 2026-12-05T22:00:00+00:00'],
      where: 'The Crown, 5 Church Lane, Oxford',
      tickets: ONE_GA(500, 60),
    },
  ],
  // the same "12/03": 3 December for an American owner, 12 March for a British one
  [
    'Book club on 12/03 at 6pm at Riverside Library, free, 30 places',
    NEW_YORK,
    { dates: ['2026-12-03T18:00:00-05:00 2026-12-03T21:00:00-05:00'], tickets: ONE_GA(0, 30) },
  ],
  [
    'Book club on 12/03 at 6pm at Riverside Library, free, 30 places',
    LONDON,
    { dates: ['2027-03-12T18:00:00+00:00 2027-03-12T21:00:00+00:00'], where: 'Riverside Library' },
  ],
  // the day British Summer Time starts: 7 pm is UTC+1
  [
    'Spring gala on 28 March 2027 at 7pm at the Town Hall, £25, 200 seats',
    LONDON,
    { name: 'Spring gala', dates: ['2027-03-28T19:00:00+01:00 2027-03-28T22:00:00+01:00'], tickets: ONE_GA(2500, 200) },
  ],
  // recurring across the DST change: the last Tuesday is UTC+1
  [
    'Yoga every Tuesday in March 7pm to 8pm at the Studio, £10, 15 spots',
    LONDON,
    {
      action: 'confirm',
      name: 'Yoga',
      dates: [
        '2027-03-02T19:00:00+00:00 2027-03-02T20:00:00+00:00',
        '2027-03-09T19:00:00+00:00 2027-03-09T20:00:00+00:00',
        '2027-03-16T19:00:00+00:00 2027-03-16T20:00:00+00:00',
        '2027-03-23T19:00:00+00:00 2027-03-23T20:00:00+00:00',
        '2027-03-30T19:00:00+01:00 2027-03-30T20:00:00+01:00',
      ],
      tickets: ONE_GA(1000, 15),
    },
  ],
  [
    "Webinar: 'Intro to Pottery' online, next Wednesday 6pm-7pm, free, 500 places",
    NEW_YORK,
    {
      name: 'Intro to Pottery',
      where: 'online',
      dates: ['2026-12-02T18:00:00-05:00 2026-12-02T19:00:00-05:00'],
      tickets: ONE_GA(0, 500),
      currency: 'usd',
    },
  ],
  [
    'Writing workshop on Zoom, 10 December 2026 10am to 1pm, $30, 25 tickets',
    NEW_YORK,
    { name: 'Writing workshop', where: 'online', dates: ['2026-12-10T10:00:00-05:00 2026-12-10T13:00:00-05:00'], tickets: ONE_GA(3000, 25) },
  ],
  [
    'Gala dinner at the Grand Hotel on 19 December 7pm, VIP £80 (20), standard £45 (100)',
    LONDON,
    {
      name: 'Gala dinner',
      dates: ['2026-12-19T19:00:00+00:00 2026-12-19T22:00:00+00:00'],
      tickets: ['VIP 8000 x20 advance', 'Standard 4500 x100 advance'],
    },
  ],
  // messy: shouting, an abbreviated weekday and month, dots, "max"
  [
    "hey!! so we're doing a CHRISTMAS MARKET at St Mary's Hall sat 12 dec 10am-4pm... entry free, max 300",
    LONDON,
    {
      action: 'confirm',
      name: 'CHRISTMAS MARKET',
      where: "St Mary's Hall",
      dates: ['2026-12-12T10:00:00+00:00 2026-12-12T16:00:00+00:00'],
      tickets: ONE_GA(0, 300),
    },
  ],
  // Australian dollars are not sold: the draft keeps the rest and the organizer is told what is
  [
    'Sunset sessions at Bondi Pavilion, Saturday 6pm, A$25',
    SYDNEY,
    { action: 'ask', name: 'Sunset sessions', dates: ['2026-12-05T18:00:00+11:00 2026-12-05T21:00:00+11:00'], tickets: [] },
  ],
  [
    'Sunset sessions at Bondi Pavilion, 5 December 6pm to 9pm, $25, 80 tickets',
    SYDNEY,
    { action: 'confirm', currency: 'usd', dates: ['2026-12-05T18:00:00+11:00 2026-12-05T21:00:00+11:00'], tickets: ONE_GA(2500, 80) },
  ],
  // a zone named in the message replaces the owner's
  [
    'Product launch online, 3 December 7pm New York time, free, 1000 places',
    LONDON,
    {
      name: 'Product launch',
      timezone: 'America/New_York',
      where: 'online',
      dates: ['2026-12-03T19:00:00-05:00 2026-12-03T22:00:00-05:00'],
      currency: 'gbp',
    },
  ],
  [
    'Comedy night at Laugh Factory, Dec 10 8pm EST, $20, 150 seats',
    LONDON,
    { timezone: 'America/New_York', currency: 'usd', dates: ['2026-12-10T20:00:00-05:00 2026-12-10T23:00:00-05:00'], tickets: ONE_GA(2000, 150) },
  ],
  [
    'Charity run at Hyde Park, 13 December 9am, £20, 400 places, ask for dietary requirements and t-shirt size: S, M, L',
    LONDON,
    {
      name: 'Charity run',
      dates: ['2026-12-13T09:00:00+00:00 2026-12-13T12:00:00+00:00'],
      questions: ['text | Dietary requirements', 'dropdown | T-shirt size | S/M/L'],
    },
  ],
  [
    'Paintball day at Delta Force, 6 December 10am to 4pm, £35, 40 places, they must agree to the terms',
    LONDON,
    { questions: ['terms | Terms and conditions | I agree to the terms. | required'], tickets: ONE_GA(3500, 40) },
  ],
  // long, with the organizer's own description
  [
    'Annual General Meeting at the Community Centre on 15 December 2026 at 7pm until 9pm. Free, 80 seats. Description: Our yearly meeting to elect the committee and plan next year.',
    LONDON,
    {
      action: 'confirm',
      name: 'Annual General Meeting',
      dates: ['2026-12-15T19:00:00+00:00 2026-12-15T21:00:00+00:00'],
      tickets: ONE_GA(0, 80),
      description: 'Our yearly meeting to elect the committee and plan next year.',
    },
  ],
  [
    'Flohmarkt at Mauerpark on 6 December 10:00 to 16:00, €2,50 entry, 500 visitors',
    BERLIN,
    { currency: 'eur', dates: ['2026-12-06T10:00:00+01:00 2026-12-06T16:00:00+01:00'], tickets: ONE_GA(250, 500) },
  ],
  // yen have no minor units
  ['Tea ceremony at Kyoto House, 20 December 2pm, ¥3000, 12 seats', LONDON, { currency: 'jpy', tickets: ONE_GA(3000, 12) }],
  [
    'Open mic at The Fiddler, Thursday 7.30pm, 5 GBP, 50 seats',
    NEW_YORK,
    { currency: 'gbp', timezone: 'America/New_York', dates: ['2026-12-03T19:30:00-05:00 2026-12-03T22:30:00-05:00'], tickets: ONE_GA(500, 50) },
  ],
  [
    'Salsa class at Dance Hub, 8 December 7pm-8:30pm, 15 dollars, 20 spots',
    NEW_YORK,
    { dates: ['2026-12-08T19:00:00-05:00 2026-12-08T20:30:00-05:00'], tickets: ONE_GA(1500, 20) },
  ],
  [
    'Board games next Friday 6pm at the Library, free, 24 seats',
    LONDON,
    { name: 'Board games', dates: ['2026-12-04T18:00:00+00:00 2026-12-04T21:00:00+00:00'] },
  ],
  [
    'Lunch talk tomorrow at noon at the Guildhall, £8, 40 seats',
    LONDON,
    { dates: ['2026-11-30T12:00:00+00:00 2026-11-30T15:00:00+00:00'], where: 'the Guildhall' },
  ],
  // a name alone: the next question is the date
  ['Winter concert', LONDON, { action: 'ask', name: 'Winter concert', dates: [] }],
  ['hi', LONDON, { action: 'ask', name: null }],
  // pay what you want is not a price: asked for a fixed one or free
  [
    'Poetry evening at the Bookshop, 9 December 7pm, pay what you want',
    LONDON,
    { action: 'ask', name: 'Poetry evening', tickets: [], dates: ['2026-12-09T19:00:00+00:00 2026-12-09T22:00:00+00:00'] },
  ],
  ['Reunion at the Red Lion last Friday 8pm', LONDON, { action: 'ask', name: 'Reunion', where: 'the Red Lion', dates: [] }],
  ['Karaoke at the Star Bar on Friday 8pm until 6pm', LONDON, { action: 'ask', dates: [] }],
  // past midnight: the end is the next morning
  [
    "New Year's Eve party at the Roof Club, 31 December 10pm to 2am, £40, 150 tickets",
    LONDON,
    { name: "New Year's Eve party", dates: ['2026-12-31T22:00:00+00:00 2027-01-01T02:00:00+00:00'] },
  ],
  ['Gig at the Junction, 11 December 8pm, £12 on the door, 200 capacity', LONDON, { tickets: ['On the door 1200 x200 door'] }],
  [
    'Tech meetup at Campus, 9 December 6:30pm-9pm, early bird $10 x50, regular $15 x100',
    NEW_YORK,
    { dates: ['2026-12-09T18:30:00-05:00 2026-12-09T21:00:00-05:00'], tickets: ['Early bird 1000 x50 advance', 'Regular 1500 x100 advance'] },
  ],
  [
    'Film night at the Arts Centre on 17 December at 7pm, €12,50 for students and €20 for adults, 90 seats',
    BERLIN,
    { dates: ['2026-12-17T19:00:00+01:00 2026-12-17T22:00:00+01:00'], tickets: ['Student 1250 x90 advance', 'Adult 2000 x90 advance'] },
  ],
  [
    'A workshop called "Bread Baking Basics" at The Kitchen, 12 December 10am-1pm, £45, 8 places',
    LONDON,
    { name: 'Bread Baking Basics', where: 'The Kitchen', tickets: ONE_GA(4500, 8) },
  ],
  [
    "I'm hosting a pottery workshop at Clay Studio on Saturday 2pm to 5pm, £30, 10 spots",
    LONDON,
    { name: 'Pottery workshop', dates: ['2026-12-05T14:00:00+00:00 2026-12-05T17:00:00+00:00'] },
  ],
  [
    'Holiday Bazaar at Lincoln School, December 12 9am to 3pm, free entry, 400 people',
    NEW_YORK,
    { dates: ['2026-12-12T09:00:00-05:00 2026-12-12T15:00:00-05:00'], tickets: ONE_GA(0, 400) },
  ],
  ['Hackathon at Fab Lab, 5 December 09:00 to 21:00, free, 60 places', LONDON, { dates: ['2026-12-05T09:00:00+00:00 2026-12-05T21:00:00+00:00'] }],
  [
    'Ceilidh at the Village Hall, 19 December 7:30pm to 11pm, adults £12.50, children £6, 100 seats',
    LONDON,
    { tickets: ['Adult 1250 x100 advance', 'Child 600 x100 advance'], dates: ['2026-12-19T19:30:00+00:00 2026-12-19T23:00:00+00:00'] },
  ],
  [
    "Online book launch 'Tides' on 14 December 7pm to 8pm, free, 300 places, ask their country",
    LONDON,
    { name: 'Tides', where: 'online', questions: ['text | Country'] },
  ],
  [
    'Running club every Friday for 4 weeks at 7am at the Park Gate, free, 30 places',
    LONDON,
    {
      name: 'Running club',
      dates: [
        '2026-12-04T07:00:00+00:00 2026-12-04T10:00:00+00:00',
        '2026-12-11T07:00:00+00:00 2026-12-11T10:00:00+00:00',
        '2026-12-18T07:00:00+00:00 2026-12-18T10:00:00+00:00',
        '2026-12-25T07:00:00+00:00 2026-12-25T10:00:00+00:00',
      ],
    },
  ],
  // Sydney's summer time: UTC+11
  [
    'Carols at the Domain, 24 December 8pm, free, 5000 places',
    SYDNEY,
    { dates: ['2026-12-24T20:00:00+11:00 2026-12-24T23:00:00+11:00'], tickets: ONE_GA(0, 5000) },
  ],
];

describe('offline assistant: 40 requests', () => {
  it('has 40 rows', () => expect(REQUESTS).toHaveLength(40));

  it.each(REQUESTS.map(([request, ctx, expected]) => [request, ctx.timezone, ctx, expected] as const))('%s (%s)', (request, _zone, ctx, expected) => {
    const { steps } = talk([request], ctx);
    expect(shape(steps[0]!)).toMatchObject(expected);
  });
});
