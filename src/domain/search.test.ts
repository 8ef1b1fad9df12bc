import { describe, expect, it } from 'vitest';
import { prefixTsQuery, searchTerms } from './search.ts';

describe('search terms', () => {
  it.each([
    ['Jazz Night', ['jazz', 'night'], 'jazz:* & night:*'],
    ['  jazz   JAZZ ', ['jazz'], 'jazz:*'],
    ["rock'n'roll & <b>|!:*", ['rock', 'n', 'roll', 'b'], 'rock:* & n:* & roll:* & b:*'],
    ['Café Zürich 2026', ['café', 'zürich', '2026'], 'café:* & zürich:* & 2026:*'],
    ['!!! ()', [], null],
    ['', [], null],
    ['a b c d e f g h i j', ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], 'a:* & b:* & c:* & d:* & e:* & f:* & g:* & h:*'],
  ])('%j', (query, terms, ts) => {
    expect(searchTerms(query)).toEqual(terms);
    expect(prefixTsQuery(query)).toBe(ts);
  });
});
