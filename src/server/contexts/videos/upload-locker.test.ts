import { ERRORS } from '@tus/server';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app.ts';
import { databaseLocker } from './upload-locker.ts';

/** Two lockers on one database stand for two API processes. */
const t = useTestApp();
const times = { leaseMs: 400, renewMs: 100, pollMs: 20 };
const never = new AbortController().signal;

describe('databaseLocker', () => {
  it('lets one holder in at a time and asks the holder to release when another waits', async () => {
    const [a, b] = [databaseLocker(t.db, times), databaseLocker(t.db, times)];
    const first = a.newLock('upload-1');
    let asked = 0;
    await first.lock(never, async () => {
      asked += 1;
      await first.unlock();
    });
    await b.newLock('upload-1').lock(never, () => {});
    expect(asked).toBeGreaterThanOrEqual(1);
  });

  it('gives a dead holder’s lease to a waiter once it runs out, and times out a waiter when told to stop', async () => {
    const dead = databaseLocker(t.db, { ...times, renewMs: 60_000 }).newLock('upload-2');
    await dead.lock(never, () => {}); // never renewed, never released: its process died
    const stop = new AbortController();
    setTimeout(() => stop.abort(), 100);
    await expect(
      databaseLocker(t.db, times)
        .newLock('upload-2')
        .lock(stop.signal, () => {}),
    ).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    const started = Date.now();
    await databaseLocker(t.db, times)
      .newLock('upload-2')
      .lock(never, () => {});
    expect(Date.now() - started).toBeLessThan(2_000);
    await dead.unlock(); // the lease is no longer its own: nothing happens
  });
});
