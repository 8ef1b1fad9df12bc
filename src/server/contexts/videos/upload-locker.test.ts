import { ERRORS } from '@tus/server';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app.ts';
import { uploadLocks } from '../../platform/db/schema/index.ts';
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
    // A lease of 1.5 s: the waiter told to stop after 100 ms must still find it held on a busy machine.
    const dead = databaseLocker(t.db, { ...times, leaseMs: 1_500, renewMs: 60_000 }).newLock('upload-2');
    await dead.lock(never, () => {}); // never renewed, never released: its process died
    const stop = new AbortController();
    setTimeout(() => stop.abort(), 100);
    await expect(
      databaseLocker(t.db, times)
        .newLock('upload-2')
        .lock(stop.signal, () => {}),
    ).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    // Once the lease runs out the next waiter gets it (it would wait forever otherwise: the test's timeout).
    await databaseLocker(t.db, times)
      .newLock('upload-2')
      .lock(never, () => {});
    await dead.unlock(); // the lease is no longer its own: nothing happens
  });

  it('keeps a released lease for the next request of its process, and frees it for a waiter elsewhere', async () => {
    const kept = { ...times, keepMs: 150 };
    const [a, b] = [databaseLocker(t.db, kept), databaseLocker(t.db, kept)];
    const holderOf = async () => (await t.db.select().from(uploadLocks).where(eq(uploadLocks.id, 'upload-3')))[0]?.holder;

    const first = a.newLock('upload-3');
    await first.lock(never, () => {});
    const holder = await holderOf();
    await first.unlock();
    expect(await holderOf()).toBe(holder); // kept, not deleted
    const second = a.newLock('upload-3');
    await second.lock(never, () => {});
    expect(await holderOf()).toBe(holder); // renewed in place
    await second.unlock();

    // Another process cannot take a kept lease until this one frees it (at most keepMs later).
    const started = Date.now();
    const other = b.newLock('upload-3');
    await other.lock(never, () => {});
    expect(await holderOf()).not.toBe(holder);
    expect(Date.now() - started).toBeLessThan(2_000);

    // The waiter flagged the row: the first process may not slip back in while the other one holds it.
    const stop = new AbortController();
    setTimeout(() => stop.abort(), 100);
    await expect(a.newLock('upload-3').lock(stop.signal, () => {})).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    await other.unlock();
  });

  it('frees a kept lease after keepMs', async () => {
    const a = databaseLocker(t.db, { ...times, keepMs: 50 });
    const lock = a.newLock('upload-4');
    await lock.lock(never, () => {});
    await lock.unlock();
    // Ten times keepMs: the timer's delete has long been answered, even on a busy machine.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await t.db.select().from(uploadLocks).where(eq(uploadLocks.id, 'upload-4'))).toEqual([]);
  });

  it('takes a lease it confirmed moments ago again without a statement, and renews an older one in place', async () => {
    // Trusted while the lease will still have half its time (5 s) at the first renewal (2 s): 3 s old at most, by
    // the locker's clock, which the test moves (a busy machine's real clock made "moments ago" too old).
    let now = 0;
    const a = databaseLocker(t.db, { leaseMs: 10_000, renewMs: 2_000, pollMs: 20, keepMs: 5_000 }, () => now);
    const expiry = async () => (await t.db.select().from(uploadLocks).where(eq(uploadLocks.id, 'upload-5')))[0]?.expiresAt.getTime();

    const first = a.newLock('upload-5');
    await first.lock(never, () => {});
    const taken = await expiry();
    await first.unlock();
    now += 2_999;
    const second = a.newLock('upload-5');
    await second.lock(never, () => {});
    expect(await expiry()).toBe(taken); // no statement: the row is as the first request left it
    await second.unlock();

    now += 2; // 3,001 ms after the first request's statement
    const third = a.newLock('upload-5');
    await third.lock(never, () => {});
    expect(await expiry()).toBeGreaterThan(taken!); // too old to trust: renewed before use
    await third.unlock();
  });

  it('still lets a waiter elsewhere in when its request arrives while the lease is kept', async () => {
    const kept = { ...times, keepMs: 200 };
    const [a, b] = [databaseLocker(t.db, kept), databaseLocker(t.db, kept)];
    const first = a.newLock('upload-6');
    await first.lock(never, () => {});
    await first.unlock();
    const waiting = b.newLock('upload-6').lock(never, () => {});
    // This process's next request takes the kept lease at once; its first renewal sees the waiter and lets go.
    const second = a.newLock('upload-6');
    let asked = 0;
    await second.lock(never, async () => {
      asked += 1;
      await second.unlock();
    });
    const started = Date.now();
    await waiting;
    expect(asked).toBe(1);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
