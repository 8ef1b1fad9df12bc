import { describe, expect, it } from 'vitest';
import { readZone } from './zones.ts';

describe('readZone', () => {
  it.each([
    ['3 December 7pm New York time', 'America/New_York'],
    ['8pm EST', 'America/New_York'],
    ['8pm PT', 'America/Los_Angeles'],
    ['in Sydney time', 'Australia/Sydney'],
    ['change the time zone to Perth', 'Australia/Perth'],
    ['timezone: Europe/Paris', 'Europe/Paris'],
    ['Europe/Lisbon', 'Europe/Lisbon'],
    ['7pm London time', 'Europe/London'],
    ['Eastern time', 'America/New_York'],
    ['it starts at 8pm', null],
    ['pt 2 of the series', null],
    ['Mars/Olympus', null],
  ])('%s -> %s', (text, zone) => expect(readZone(text)).toBe(zone));
});
