import { describe, expect, it } from 'vitest';
import { CALENDAR_DEFAULTS } from '../../../domain/calendar.ts';
import { readableColours } from './readable-colours.ts';

describe('readableColours', () => {
  it.each([
    // The default highlight on white: 5.0:1, kept.
    ['FFFFFF', '000000', 'D60B52', 'D60B52'],
    // The same highlight on a dark navy: 3.3:1, the text colour instead.
    ['1A1A2E', 'FFFFFF', 'D60B52', 'FFFFFF'],
    // A light highlight on a dark background reads: kept.
    ['1A1A2E', 'FFFFFF', 'FFD43B', 'FFD43B'],
    // Yellow on white: 1.6:1, the text colour instead.
    ['FFFFFF', '222222', 'FFD43B', '222222'],
  ])('on %s with text %s, highlight %s shows as %s', (bgColor, textColor, highlColor, shown) => {
    expect(readableColours({ ...CALENDAR_DEFAULTS, bgColor, textColor, highlColor }).highlColor).toBe(shown);
  });
});
