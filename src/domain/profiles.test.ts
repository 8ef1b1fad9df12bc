import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { initialsColor } from './profiles.ts';

// Mantine's own function, from its build (not part of its public API): the first HTML must match what the app paints.
const mantine = (await import(
  path.resolve(import.meta.dirname, '../../node_modules/@mantine/core/esm/components/Avatar/get-initials-color/get-initials-color.mjs')
)) as { getInitialsColor: (name: string) => string };

describe('initialsColor', () => {
  it.each([['Lovelace Hall'], ['Ada Lovelace'], ['Grace Hopper'], [''], ['Zoë Ünïcode 名前'], ['x'.repeat(300)]])(
    "picks Mantine's colour for %j",
    (name) => {
      expect(initialsColor(name)).toBe(mantine.getInitialsColor(name));
    },
  );

  it('spreads names over the colours', () => {
    const seen = new Set(Array.from({ length: 200 }, (_, i) => initialsColor(`Organizer ${i}`)));
    expect(seen.size).toBe(11);
  });
});
