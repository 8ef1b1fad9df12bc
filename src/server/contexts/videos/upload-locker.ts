import { randomUUID } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import type { Db } from '../../platform/db/client.ts';
import { uploadLocks } from '../../platform/db/schema/index.ts';

export interface LeaseTimes {
  /** A lease not renewed for this long is free (its holder died). */
  leaseMs: number;
  /** How often a holder renews its lease and looks for a release request. */
  renewMs: number;
  /** How often a waiter tries again. */
  pollMs: number;
}

const DEFAULT_TIMES: LeaseTimes = { leaseMs: 10_000, renewMs: 2_000, pollMs: 50 };

/**
 * tus's Locker on leases in the `upload_locks` table, so API processes that share the database never write one
 * upload at once (MemoryLocker only knows its own process). A session-level advisory lock would pin a pooled
 * connection for a whole chunk; a lease row needs a connection for one statement at a time.
 */
export function databaseLocker(db: Db, times: LeaseTimes = DEFAULT_TIMES): Locker {
  return { newLock: (id) => new LeaseLock(db, id, times) };
}

class LeaseLock implements Lock {
  private readonly holder = randomUUID();
  private renewal: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly id: string,
    private readonly times: LeaseTimes,
  ) {}

  async lock(stopSignal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    // tus aborts `stopSignal` when it gives up waiting (its lock timeout) or the request goes away.
    while (!(await this.tryAcquire())) {
      await this.db.update(uploadLocks).set({ releaseRequested: true }).where(eq(uploadLocks.id, this.id));
      if (stopSignal.aborted) throw ERRORS.ERR_LOCK_TIMEOUT;
      await new Promise((resolve) => setTimeout(resolve, this.times.pollMs));
    }
    this.renewal = setInterval(() => void this.renew(requestRelease).catch(() => requestRelease()), this.times.renewMs);
  }

  async unlock(): Promise<void> {
    clearInterval(this.renewal);
    await this.db.delete(uploadLocks).where(and(eq(uploadLocks.id, this.id), eq(uploadLocks.holder, this.holder)));
  }

  private expiry = () => sql`now() + ${`${this.times.leaseMs} milliseconds`}::interval`;

  /** Takes the lease when it is free or ran out, in one statement. */
  private async tryAcquire(): Promise<boolean> {
    const taken = await this.db
      .insert(uploadLocks)
      .values({ id: this.id, holder: this.holder, expiresAt: this.expiry() })
      .onConflictDoUpdate({
        target: uploadLocks.id,
        set: { holder: this.holder, expiresAt: this.expiry(), releaseRequested: false },
        setWhere: lt(uploadLocks.expiresAt, sql`now()`),
      })
      .returning({ id: uploadLocks.id });
    return taken.length > 0;
  }

  /** Extends the lease; asks our request to let go when another one waits, or when the lease was lost. */
  private async renew(requestRelease: RequestRelease) {
    const [row] = await this.db
      .update(uploadLocks)
      .set({ expiresAt: this.expiry() })
      .where(and(eq(uploadLocks.id, this.id), eq(uploadLocks.holder, this.holder)))
      .returning({ releaseRequested: uploadLocks.releaseRequested });
    if (!row || row.releaseRequested) await requestRelease();
  }
}
