import { describe, expect, it } from 'vitest';
import { systemClock, testClock } from './clock.ts';

describe('clocks', () => {
  it('the system clock reads real time', () => {
    const before = Date.now();
    const now = systemClock.now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('a test clock stands still until moved by advance or set', () => {
    const clock = testClock(new Date('2030-01-01T00:00:00Z'));
    expect(clock.now()).toEqual(new Date('2030-01-01T00:00:00Z'));
    clock.advance(2_000);
    expect(clock.now()).toEqual(new Date('2030-01-01T00:00:02Z'));
    clock.set(new Date('2031-06-01T12:00:00Z'));
    expect(clock.now()).toEqual(new Date('2031-06-01T12:00:00Z'));
    expect(Math.abs(testClock().now().getTime() - Date.now())).toBeLessThan(1_000);
  });
});
