import { describe, expect, it } from 'vitest';
import { eventsTableApiParams, parseEventsTableQuery, serializeEventsTableQuery, shouldFallBackToPast } from './events-table.ts';

describe('parseEventsTableQuery (values outside the enumerations dropped)', () => {
  it.each([
    [{}, { type: 'Upcoming', page: 1 }],
    [
      { type: 'Past', page: '3', sortBy: 'revenue', sortOrder: 'desc', search: ' jazz ', category: 'music' },
      { type: 'Past', page: 3, sortBy: 'revenue', sortOrder: 'desc', search: 'jazz', category: 'music' },
    ],
    [
      { type: 'past', page: '0', sortBy: 'name', sortOrder: 'up', search: '   ', category: 'Music' },
      { type: 'Upcoming', page: 1 },
    ],
    [{ page: '2.5' }, { type: 'Upcoming', page: 1 }],
    [{ page: 'abc' }, { type: 'Upcoming', page: 1 }],
    [{ page: '-4' }, { type: 'Upcoming', page: 1 }],
    [
      { type: ['Past', 'Upcoming'], sortBy: ['ticketsSold'] },
      { type: 'Past', page: 1, sortBy: 'ticketsSold' },
    ],
    [{ search: 'x'.repeat(500) }, { type: 'Upcoming', page: 1, search: 'x'.repeat(200) }],
    [
      { sortBy: 'startsAt', sortOrder: 'asc' },
      { type: 'Upcoming', page: 1, sortBy: 'startsAt', sortOrder: 'asc' },
    ],
    [
      { type: 'Past', archived: 'true' },
      { type: 'Past', page: 1, archived: true },
    ],
    [{ archived: 'yes' }, { type: 'Upcoming', page: 1 }],
  ])('%j', (raw, parsed) => expect(parseEventsTableQuery(raw)).toEqual(parsed));

  it('round-trips through the URL without defaults', () => {
    const q = parseEventsTableQuery({ type: 'Past', page: '2', category: 'film', sortBy: 'ticketsSold', archived: 'true' });
    expect(serializeEventsTableQuery(q)).toEqual({ type: 'Past', page: '2', category: 'film', sortBy: 'ticketsSold', archived: 'true' });
    expect(serializeEventsTableQuery(parseEventsTableQuery({}))).toEqual({});
    expect(parseEventsTableQuery(serializeEventsTableQuery(q))).toEqual(q);
  });
});

describe('eventsTableApiParams', () => {
  it.each([
    [
      { type: 'Upcoming', page: 1 },
      { past: false, sort: 'startsAt', direction: 'asc', page: 1 },
    ],
    [
      { type: 'Past', page: 2 },
      { past: true, sort: 'startsAt', direction: 'desc', page: 2 },
    ],
    [
      { type: 'Upcoming', page: 1, sortBy: 'revenue', sortOrder: 'desc', search: 'jazz', category: 'music' },
      { past: false, sort: 'revenue', direction: 'desc', query: 'jazz', category: 'music' },
    ],
    [
      { type: 'Past', page: 1, archived: true },
      { past: true, archived: 'true' },
    ],
  ] as const)('%j', (q, params) => expect(eventsTableApiParams('owner', q)).toMatchObject({ ownerId: 'owner', perPage: 25, ...params }));
});

describe('table behaviour', () => {
  it.each([
    [{ type: 'Upcoming', page: 1 }, 0, true, true],
    [{ type: 'Upcoming', page: 1 }, 0, false, false],
    [{ type: 'Upcoming', page: 1 }, 3, true, false],
    [{ type: 'Upcoming', page: 1, search: 'x' }, 0, true, false],
    [{ type: 'Upcoming', page: 1, category: 'music' }, 0, true, false],
    [{ type: 'Past', page: 1 }, 0, true, false],
  ] as const)('falls back to Past: %j total %d first load %s -> %s', (q, total, first, out) =>
    expect(shouldFallBackToPast(q, total, first)).toBe(out),
  );
});
