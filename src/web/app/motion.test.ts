import { describe, expect, it } from 'vitest';
import { REDUCED_MOTION_QUERY, scrollBehavior } from './motion.ts';

describe('scrollBehavior', () => {
  const media = (reduce: boolean) => (query: string) => ({ matches: query === REDUCED_MOTION_QUERY && reduce });
  it.each([
    ['the user asked for reduced motion', media(true), 'auto'],
    ['no preference', media(false), 'smooth'],
    ['no matchMedia (server, old browser)', undefined, 'smooth'],
  ] as const)('%s: %s', (_, matchMedia, behavior) => {
    expect(scrollBehavior(matchMedia)).toBe(behavior);
  });
});
