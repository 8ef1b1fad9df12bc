import { describe, expect, it } from 'vitest';
import { scrollDelta } from './reveal.ts';

// A 375 × 800 phone: a 270 px sticky header, a 64 px save bar at the bottom; 16 px of room kept.
const band = { top: 270, bottom: 736 };

describe('scrollDelta', () => {
  it.each([
    ['inside the band', { top: 400, bottom: 480 }, 0],
    ['under the header', { top: 200, bottom: 280 }, 200 - 286],
    ['above the page top', { top: -900, bottom: -820 }, -900 - 286],
    ['behind the save bar', { top: 690, bottom: 770 }, 770 - 720],
    ['below the viewport', { top: 1500, bottom: 1580 }, 1580 - 720],
    ['taller than the band, shown from its top', { top: 100, bottom: 900 }, 100 - 286],
    ['taller than the band, already at its top', { top: 286, bottom: 900 }, 0],
  ])('%s', (_label, box, expected) => expect(scrollDelta(box, band)).toBe(expected));

  it('keeps the given margin', () => {
    expect(scrollDelta({ top: 275, bottom: 300 }, band, 0)).toBe(0);
    expect(scrollDelta({ top: 275, bottom: 300 }, band, 10)).toBe(-5);
  });
});
