import { describe, expect, it } from 'vitest';
import { doorOccurrence } from './door-date.ts';

const H = 3_600_000;
const now = Date.parse('2026-04-05T18:00:00Z');
const at = (hours: number) => new Date(now + hours * H).toISOString();
const o = (id: string, from: number, to: number) => ({ id, startsAt: at(from), endsAt: at(to) });

describe('doorOccurrence', () => {
  it.each([
    ['none', [], null],
    ['going on now', [o('past', -50, -48), o('now', -1, 2), o('next', 20, 22)], 'now'],
    ['starting within 12 hours', [o('past', -50, -48), o('tonight', 10, 12), o('later', 40, 42)], 'tonight'],
    ['next when none is near', [o('past', -50, -48), o('next', 30, 32), o('later', 60, 62)], 'next'],
    ['the last when all are over', [o('a', -100, -98), o('b', -50, -48)], 'b'],
    ['unsorted input', [o('later', 60, 62), o('next', 30, 32)], 'next'],
  ])('%s', (_name, list, expected) => {
    expect(doorOccurrence(list, now)?.id ?? null).toBe(expected);
  });
});
