import { describe, expect, it } from 'vitest';
import { readClocks } from './clock.ts';

const at = (hour: number, minute = 0) => ({ hour, minute });

describe('readClocks', () => {
  it.each([
    ['Friday 8pm', at(20), null, null],
    ['Friday 8pm, doors 7:30', at(20), null, at(19, 30)],
    ['doors open at 6.30pm, show at 7.30pm', at(19, 30), null, at(18, 30)],
    ['8 to 11pm', at(20), at(23), null],
    ['7:30-10:30pm', at(19, 30), at(22, 30), null],
    ['10am-4pm', at(10), at(16), null],
    ['from 10pm to 2am', at(22), at(2), null],
    ['09:00 to 21:00', at(9), at(21), null],
    ['starts at 7, ends at 10', at(19), at(22), null],
    ['8pm until 6pm', at(20), at(18), null],
    ['at noon', at(12), null, null],
    ['the concert starts at 7pm, finishing around 9pm', at(19), at(21), null],
    ['7pm, ending by 10', at(19), at(22), null],
    ['19:00', at(19), null, null],
    // prices and counts are not times
    ['£7.50 entry at 19:00', at(19), null, null],
    ['VIP £40 (20), 120 seats', null, null, null],
    ['15.50 GBP', null, null, null],
  ])('%s', (text, start, end, doors) => {
    expect(readClocks(text)).toMatchObject({ start, end, doors });
  });
});
