import { describe, expect, it } from 'vitest';
import { instanceKey, loadingCache, ttlCache } from './cache.ts';

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

/** A load the test finishes by hand, counting how often it was started. */
function manualLoad<V>() {
  let finish!: (value: V) => void;
  let fail!: (error: Error) => void;
  const counter = { runs: 0 };
  const load = () => {
    counter.runs += 1;
    return new Promise<V>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return { load, counter, finish: (v: V) => finish(v), fail: (e: Error) => fail(e) };
}

describe('loadingCache', () => {
  it('shares one load among the requests that miss together, then serves the kept value', async () => {
    const cache = loadingCache<string>(1000, 10);
    const m = manualLoad<string>();
    const both = Promise.all([cache.get('k', m.load), cache.get('k', m.load)]);
    m.finish('v');
    expect(await both).toEqual(['v', 'v']);
    expect(await cache.get('k', m.load)).toBe('v');
    expect(m.counter.runs).toBe(1);
  });

  it.each([
    ['a delete while it loads', (c: ReturnType<typeof loadingCache<string>>) => c.delete('k')],
    ['a clear while it loads', (c: ReturnType<typeof loadingCache<string>>) => c.clear()],
  ])('keeps nothing a load read before %s, and the next miss loads again', async (_what, drop) => {
    const cache = loadingCache<string>(1000, 10);
    const m = manualLoad<string>();
    const first = cache.get('k', m.load);
    drop(cache);
    m.finish('stale');
    expect(await first).toBe('stale');
    const again = cache.get('k', m.load);
    m.finish('fresh');
    expect(await again).toBe('fresh');
    expect(m.counter.runs).toBe(2);
  });

  it('stores no failed load and no value `keep` refuses', async () => {
    const cache = loadingCache<string | null>(1000, 10, (v) => v !== null);
    const m = manualLoad<string | null>();
    const failed = cache.get('k', m.load);
    m.fail(new Error('down'));
    await expect(failed).rejects.toThrow('down');
    const missing = cache.get('k', m.load);
    m.finish(null);
    expect(await missing).toBeNull();
    const found = cache.get('k', m.load);
    m.finish('v');
    expect(await found).toBe('v');
    expect(m.counter.runs).toBe(3);
  });
});

describe('instanceKey', () => {
  it('gives an object the same key every time, and another object another', () => {
    const [a, b] = [{}, {}];
    expect(instanceKey(a)).toBe(instanceKey(a));
    expect(instanceKey(a)).not.toBe(instanceKey(b));
  });
});
