import { describe, expect, it } from 'vitest';
import { TEAM_MESSAGES } from './team.messages.ts';

describe('TEAM_MESSAGES.resultsFound', () => {
  it.each([
    [0, '0 results found'],
    [1, '1 result found'],
    [2, '2 results found'],
    [12, '12 results found'],
  ])('%i -> %s', (n, text) => expect(TEAM_MESSAGES.resultsFound(n)).toBe(text));
});
