import { describe, expect, it } from 'vitest';
import { cachedFor } from './backlogs.ts';

describe('cachedFor', () => {
  const setup = () => {
    let time = 0;
    let loads = 0;
    let fail = false;
    const read = cachedFor(
      1_000,
      async () => {
        loads += 1;
        if (fail) throw new Error('down');
        return loads;
      },
      () => time,
    );
    return {
      read,
      loads: () => loads,
      at: (ms: number) => (time = ms),
      failing: (value: boolean) => (fail = value),
    };
  };

  it('shares one load among callers until it is ttl old, then loads again', async () => {
    const c = setup();
    expect(await Promise.all([c.read(), c.read()])).toEqual([1, 1]);
    c.at(999);
    expect(await c.read()).toBe(1);
    c.at(1_000);
    expect(await c.read()).toBe(2);
    expect(c.loads()).toBe(2);
  });

  it('keeps no failed load: the next caller tries again', async () => {
    const c = setup();
    c.failing(true);
    await expect(c.read()).rejects.toThrow('down');
    c.failing(false);
    expect(await c.read()).toBe(2);
  });
});
