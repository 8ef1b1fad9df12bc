import { describe, expect, it } from 'vitest';
import {
  EVENT_CATEGORIES,
  PUBLISH_MESSAGES,
  canReadSecretCodes,
  categoryName,
  eventPermissions,
  isEventCategory,
  managementButtonPath,
  managementButtons,
  publishProblems,
  type PublishCandidate,
} from './events.ts';

describe('categories', () => {
  it('has the fixed list with stored keys', () => {
    expect(EVENT_CATEGORIES.map((c) => c.name)).toEqual([
      'Music',
      'Performing Arts',
      'Film',
      'Festival',
      'Workshop',
      'Class',
      'Community',
      'Sports',
      'Food & Drink',
      'Business',
      'Other',
    ]);
  });
  it.each([
    ['music', true, 'Music'],
    ['food-drink', true, 'Food & Drink'],
    ['Music', false, null],
    ['', false, null],
    [undefined, false, null],
  ] as const)('%j: known %s, name %j', (key, known, name) => {
    expect(isEventCategory(key)).toBe(known);
    expect(categoryName(key)).toBe(name);
  });
});

describe('management buttons by access setting (buyer-side 6)', () => {
  it.each([
    ['admin', ['Details', 'Guests', 'Team', 'Stats', 'Video']],
    ['door', ['Guests', 'Team']],
    ['door_with_stats', ['Guests', 'Stats']],
    ['basic', ['Team']],
    [null, []],
  ] as const)('%s -> %j', (setting, buttons) => expect(managementButtons(setting)).toEqual(buttons));

  it('links each button to its management page', () => {
    expect(managementButtonPath('e1', 'Details')).toBe('/management/courses/e1/details/edit');
    expect(managementButtonPath('e1', 'Guests')).toBe('/management/courses/e1/registrations');
    expect(managementButtonPath('e1', 'Team')).toBe('/management/courses/e1/teachings');
    expect(managementButtonPath('e1', 'Stats')).toBe('/management/courses/e1/stats');
    expect(managementButtonPath('e1', 'Video')).toBe('/management/courses/e1/broadcasts');
  });
});

describe('eventPermissions', () => {
  const keys = ['canView', 'canEditDetails', 'canPublish', 'canDelete', 'canViewTeam', 'canManageTeam', 'canViewGuests', 'canViewStats'] as const;
  it.each([
    ['manager', { manager: true, accessSetting: null }, 'admin', [true, true, true, true, true, true, true, true]],
    ['manager who also collaborates', { manager: true, accessSetting: 'door' }, 'admin', [true, true, true, true, true, true, true, true]],
    ['admin collaborator', { manager: false, accessSetting: 'admin' }, 'admin', [true, true, true, false, true, true, true, true]],
    ['door', { manager: false, accessSetting: 'door' }, 'door', [true, false, false, false, true, false, true, false]],
    [
      'door with stats',
      { manager: false, accessSetting: 'door_with_stats' },
      'door_with_stats',
      [true, false, false, false, false, false, true, true],
    ],
    ['basic', { manager: false, accessSetting: 'basic' }, 'basic', [true, false, false, false, true, false, false, false]],
    ['nobody', { manager: false, accessSetting: null }, null, [false, false, false, false, false, false, false, false]],
  ] as const)('%s', (_label, role, setting, flags) => {
    const p = eventPermissions(role);
    expect(p.accessSetting).toBe(setting);
    expect(keys.map((k) => p[k])).toEqual(flags);
  });
});

describe('canReadSecretCodes', () => {
  it.each([
    ['admin', true],
    ['door', false],
    ['door_with_stats', false],
    ['basic', false],
    [null, false],
  ] as const)('%s -> %s', (setting, allowed) => expect(canReadSecretCodes(setting)).toBe(allowed));
});

describe('publishProblems', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  const ready: PublishCandidate = {
    name: 'Jazz Night',
    currency: 'usd',
    timezone: 'Europe/London',
    timezoneValid: true,
    inPerson: true,
    online: false,
    locationSetting: 'venue',
    locationName: 'Lovelace Hall',
    address: null,
    occurrences: [{ startsAt: new Date('2026-06-01T19:00:00Z'), endsAt: new Date('2026-06-01T22:00:00Z') }],
    ticketTypes: [{ hidden: false, attendanceType: 'in_person' }],
    knownCurrencies: ['usd', 'gbp'],
  };
  const past = { startsAt: new Date('2026-04-01T19:00:00Z'), endsAt: new Date('2026-04-01T22:00:00Z') };

  it('accepts a complete event', () => expect(publishProblems(ready, now)).toEqual([]));

  it.each<[string, Partial<PublishCandidate>, (keyof typeof PUBLISH_MESSAGES)[]]>([
    ['blank name', { name: '  ' }, ['name']],
    ['no dates', { occurrences: [] }, ['dates']],
    ['only past dates', { occurrences: [past] }, ['startInPast']],
    ['one past, one future date', { occurrences: [past, ready.occurrences[0]!] }, []],
    [
      'end before start',
      { occurrences: [{ startsAt: new Date('2026-06-01T19:00:00Z'), endsAt: new Date('2026-06-01T18:00:00Z') }] },
      ['endBeforeStart'],
    ],
    ['bad zone', { timezoneValid: false }, ['timezone']],
    ['neither in person nor online', { inPerson: false, online: false }, ['attendance']],
    ['no location', { locationName: null, address: ' ' }, ['location']],
    ['location to be announced', { locationName: null, locationSetting: 'tba' }, []],
    ['address only', { locationName: null, address: '1 Main St' }, []],
    [
      'online without location',
      { inPerson: false, online: true, locationName: null, ticketTypes: [{ hidden: false, attendanceType: 'online' }] },
      [],
    ],
    ['no ticket types', { ticketTypes: [] }, ['tickets']],
    ['only hidden ticket types', { ticketTypes: [{ hidden: true, attendanceType: 'in_person' }] }, ['tickets']],
    [
      'online event with only in-person tickets',
      { inPerson: false, online: true, ticketTypes: [{ hidden: false, attendanceType: 'in_person' }] },
      ['onlineTickets'],
    ],
    ['in-person event with only online tickets', { ticketTypes: [{ hidden: false, attendanceType: 'online' }] }, ['inPersonTickets']],
    ['hybrid event with one kind of ticket', { online: true, ticketTypes: [{ hidden: false, attendanceType: 'online' }] }, []],
    ['unknown currency', { currency: 'xyz' }, ['currency']],
    ['no currency', { currency: null }, ['currency']],
  ])('%s', (_label, change, fields) => {
    const problems = publishProblems({ ...ready, ...change }, now);
    expect(problems.map((p) => p.field)).toEqual(fields);
    expect(problems.map((p) => p.message)).toEqual(fields.map((f) => PUBLISH_MESSAGES[f]));
  });

  it('lists every problem at once, in the order a user fixes them', () => {
    const problems = publishProblems({ ...ready, name: '', occurrences: [], ticketTypes: [], locationName: null }, now);
    expect(problems.map((p) => p.field)).toEqual(['name', 'dates', 'location', 'tickets']);
  });
});
