import { describe, expect, it } from 'vitest';
import { figuresRange } from './figures-range.ts';

describe('figuresRange', () => {
  const now = new Date('2026-11-30T10:00:00Z');
  it.each([
    // Twelve whole ISO weeks: this week's Monday (the 30th) and the eleven before it.
    [undefined, undefined, { from: '2026-09-14', to: '2026-11-30' }],
    ['2026-01-01', undefined, { from: '2026-01-01', to: '2026-11-30' }],
    [undefined, '2026-03-31', { from: '2026-01-12', to: '2026-03-31' }],
    [undefined, '2026-03-29', { from: '2026-01-05', to: '2026-03-29' }],
    ['2026-02-01', '2026-02-28', { from: '2026-02-01', to: '2026-02-28' }],
  ])('from %s to %s -> %j', (from, to, out) => expect(figuresRange(from, to, now)).toEqual(out));
});
