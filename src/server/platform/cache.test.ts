import { describe, expect, it } from 'vitest';
import { ttlCache } from './cache.ts';

describe('ttlCache', () => {
  it('expires entries after the ttl and evicts the oldest beyond the maximum', () => {
    let clock = 0;
    const cache = ttlCache<number>(1000, 2, () => clock);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    clock = 999;
    expect(cache.get('c')).toBe(3);
    clock = 1000;
    expect(cache.get('c')).toBeUndefined();
    cache.set('d', 4);
    cache.delete('d');
    expect(cache.get('d')).toBeUndefined();
    cache.set('e', 5);
    cache.set('f', 6);
    cache.clear();
    expect([cache.get('e'), cache.get('f')]).toEqual([undefined, undefined]);
  });
});
