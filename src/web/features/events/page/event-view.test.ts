import { describe, expect, it } from 'vitest';
import { canShare, hasMoreDates, showsMap } from './event-view.ts';

describe('canShare', () => {
  it.each([
    [true, false, true],
    [true, true, false],
    [false, false, false],
    [false, true, false],
  ])('published %s, private %s: %s', (published, isPrivate, expected) => {
    expect(canShare({ published, private: isPrivate })).toBe(expected);
  });
});

describe('showsMap', () => {
  const location = (latitude: number | null) => ({
    name: null,
    address: null,
    city: null,
    state: null,
    latitude,
    longitude: latitude === null ? null : -0.13,
    googlePlaceId: null,
  });
  it.each([
    ['a venue with a pin', true, 'venue', 51.5, [], true],
    ['a venue with an address only', true, 'venue', null, ['12 Analytical Row'], true],
    ['a venue with neither', true, 'venue', null, [], false],
    ['location to be announced', true, 'tba', 51.5, ['12 Analytical Row'], false],
    ['online only', false, 'venue', 51.5, ['12 Analytical Row'], false],
  ] as const)('%s', (_, inPerson, locationSetting, latitude, address, expected) => {
    expect(showsMap({ inPerson, locationSetting, location: location(latitude) }, address)).toBe(expected);
  });
});

describe('hasMoreDates', () => {
  it.each([
    [0, false],
    [1, false],
    [2, true],
    [7, true],
  ])('%i future dates: %s', (futureEventCount, expected) => {
    expect(hasMoreDates({ futureEventCount })).toBe(expected);
  });
});
