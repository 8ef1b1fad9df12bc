import { describe, expect, it } from 'vitest';
import {
  CALENDAR_DEFAULTS,
  calendarPath,
  calendarQuery,
  effectiveLayout,
  isValidColour,
  normalizeColour,
  parseCalendarOptions,
  parseTags,
} from './calendar.ts';

describe('calendar colours', () => {
  it.each([
    ['#d60b52', 'D60B52', true],
    ['ffffff', 'FFFFFF', true],
    ['#FFF', 'FFF', false],
    ['#12345678', '123456', true],
    ['#GGGGGG', 'GGGGGG', false],
    ['', '', false],
  ])('%j -> %j (valid %s)', (typed, normal, valid) => {
    expect(normalizeColour(typed)).toBe(normal);
    expect(isValidColour(normalizeColour(typed))).toBe(valid);
  });
});

describe('calendar tags', () => {
  it.each([
    ['jazz, Blues ,,jazz', ['jazz', 'Blues']],
    ['', []],
    [' , ', []],
    ['a,A,b', ['a', 'b']],
  ])('%j -> %j', (text, tags) => expect(parseTags(text)).toEqual(tags));
});

describe('calendar options', () => {
  it('are the defaults without a query', () => {
    expect(parseCalendarOptions({})).toEqual(CALENDAR_DEFAULTS);
  });

  it.each([
    [{ bgColor: '#000000' }, { bgColor: '000000' }],
    [{ bgColor: 'zzz' }, {}],
    [
      { showImage: 'false', enableSearch: '0' },
      { showImage: false, enableSearch: false },
    ],
    [{ showImage: 'maybe' }, {}],
    [{ defaultLayout: 'grid' }, { defaultLayout: 'grid' }],
    [{ defaultLayout: 'table' }, {}],
    [{ tags: 'jazz,blues' }, { tags: ['jazz', 'blues'] }],
    [{ bgColor: ['000000'] }, {}],
  ])('%j', (query, changed) => {
    expect(parseCalendarOptions(query)).toEqual({ ...CALENDAR_DEFAULTS, ...changed });
  });

  it('write only what differs from the defaults, and read back the same', () => {
    const options = { ...CALENDAR_DEFAULTS, bgColor: '101010', showBackButton: false, defaultLayout: 'grid' as const, tags: ['jazz'] };
    const query = calendarQuery(options);
    expect(query).toBe('bgColor=101010&defaultLayout=grid&showBackButton=false&tags=jazz');
    expect(parseCalendarOptions(Object.fromEntries(new URLSearchParams(query)))).toEqual(options);
    expect(calendarQuery(CALENDAR_DEFAULTS)).toBe('');
  });

  it.each([
    ['school', 'blue-note', '/calendar/o/blue-note'],
    ['user', 'ada', '/calendar/p/ada'],
  ] as const)('%s %s -> %s', (type, username, path) => expect(calendarPath(type, username, CALENDAR_DEFAULTS)).toBe(path));

  it.each([
    ['list', 375, 'grid'],
    ['list', 460, 'grid'],
    ['list', 461, 'list'],
    ['grid', 1280, 'grid'],
  ] as const)('%s at %i px -> %s', (chosen, width, shown) => expect(effectiveLayout(chosen, width)).toBe(shown));
});
