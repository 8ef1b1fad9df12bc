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
  /**
   * How long a process keeps a released lease for the upload's next request (a client's next PATCH follows at
   * once) before it frees the row; 0 frees it at once. Capped at half the lease.
   */
  keepMs?: number;
}

const DEFAULT_TIMES: LeaseTimes = { leaseMs: 10_000, renewMs: 2_000, pollMs: 50, keepMs: 1_000 };

/** A lease this process holds in the database while no request uses it. */
interface KeptLease {
  holder: string;
  timer: NodeJS.Timeout;
  /** When (the locker's clock) the statement that last set the lease's expiry was sent. */
  confirmedAt: number;
}

/**
 * tus's Locker on leases in the `upload_locks` table, so API processes that share the database never write one
 * upload at once (MemoryLocker only knows its own process). A session-level advisory lock would pin a pooled
 * connection for a whole chunk; a lease row needs a connection for one statement at a time.
 */
export function databaseLocker(db: Db, times: LeaseTimes = DEFAULT_TIMES, clock: () => number = () => performance.now()): Locker {
  const kept = new Map<string, KeptLease>();
  return { newLock: (id) => new LeaseLock(db, id, times, kept, clock) };
}

/**
 * A request's hold on an upload. Released, the lease row stays this process's for `keepMs` (no request uses it,
 * nothing of the upload is kept), so the next PATCH takes it again without an insert and a delete. While the lease
 * was confirmed so lately that it still has half its time left at this request's first renewal, the next PATCH
 * takes it without a statement (a database round trip per 5 MiB chunk cost a tenth of an upload's throughput); the
 * renewal then extends it and answers a waiter's release request as for any holder. An older kept lease is renewed
 * in one statement that also checks that the row is still ours and nobody waits for it, else the row is freed and
 * the request queues like any other. A waiter elsewhere waits at most `keepMs` plus one renewal longer.
 */
class LeaseLock implements Lock {
  private holder: string = randomUUID();
  /** When (the locker's clock) the statement that last set our lease's expiry was sent. */
  private confirmedAt = 0;
  private renewal: NodeJS.Timeout | undefined;
  /** Set when our request was asked to let go (someone waits) or the lease was lost: then unlock frees the row. */
  private mustFree = false;

  constructor(
    private readonly db: Db,
    private readonly id: string,
    private readonly times: LeaseTimes,
    private readonly kept: Map<string, KeptLease>,
    /** Milliseconds, for how old a confirmation is (tests pass their own). */
    private readonly clock: () => number,
  ) {}

  private get keepMs() {
    return Math.min(this.times.keepMs ?? 0, this.times.leaseMs / 2);
  }

  async lock(stopSignal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const mine = this.kept.get(this.id);
    if (mine) {
      this.kept.delete(this.id);
      clearTimeout(mine.timer);
      if (this.stillSure(mine.confirmedAt)) {
        [this.holder, this.confirmedAt] = [mine.holder, mine.confirmedAt];
        return this.startRenewal(requestRelease);
      }
      if (await this.retake(mine.holder)) return this.startRenewal(requestRelease);
      await this.free(mine.holder);
    }
    // tus aborts `stopSignal` when it gives up waiting (its lock timeout) or the request goes away.
    while (!(await this.tryAcquire())) {
      await this.db.update(uploadLocks).set({ releaseRequested: true }).where(eq(uploadLocks.id, this.id));
      if (stopSignal.aborted) throw ERRORS.ERR_LOCK_TIMEOUT;
      await new Promise((resolve) => setTimeout(resolve, this.times.pollMs));
    }
    this.startRenewal(requestRelease);
  }

  async unlock(): Promise<void> {
    clearInterval(this.renewal);
    if (this.mustFree || this.keepMs <= 0 || this.kept.has(this.id)) return this.free(this.holder);
    const { holder, confirmedAt } = this;
    const timer = setTimeout(() => {
      if (this.kept.get(this.id)?.holder === holder) this.kept.delete(this.id);
      void this.free(holder).catch(() => {}); // a row left behind runs out with its lease
    }, this.keepMs);
    this.kept.set(this.id, { holder, timer: timer.unref(), confirmedAt });
  }

  /** Whether a lease confirmed at `confirmedAt` will still have half its time left when a new request first renews it. */
  private stillSure(confirmedAt: number) {
    return this.clock() - confirmedAt + this.times.renewMs <= this.times.leaseMs / 2;
  }

  private startRenewal(requestRelease: RequestRelease) {
    const release = () => {
      this.mustFree = true;
      return requestRelease();
    };
    this.renewal = setInterval(() => void this.renew(release).catch(release), this.times.renewMs);
  }

  private async free(holder: string) {
    await this.db.delete(uploadLocks).where(and(eq(uploadLocks.id, this.id), eq(uploadLocks.holder, holder)));
  }

  /** Renews a lease this process kept, in one statement: only while the row is still ours and nobody waits for it. */
  private async retake(holder: string): Promise<boolean> {
    const renewed = await this.confirming(
      this.db
        .update(uploadLocks)
        .set({ expiresAt: this.expiry() })
        .where(and(eq(uploadLocks.id, this.id), eq(uploadLocks.holder, holder), eq(uploadLocks.releaseRequested, false)))
        .returning({ id: uploadLocks.id }),
    );
    if (renewed.length) this.holder = holder;
    return renewed.length > 0;
  }

  private expiry = () => sql`now() + ${`${this.times.leaseMs} milliseconds`}::interval`;

  /** Takes the lease when it is free or ran out, in one statement. */
  private async tryAcquire(): Promise<boolean> {
    const taken = await this.confirming(
      this.db
        .insert(uploadLocks)
        .values({ id: this.id, holder: this.holder, expiresAt: this.expiry() })
        .onConflictDoUpdate({
          target: uploadLocks.id,
          set: { holder: this.holder, expiresAt: this.expiry(), releaseRequested: false },
          setWhere: lt(uploadLocks.expiresAt, sql`now()`),
        })
        .returning({ id: uploadLocks.id }),
    );
    return taken.length > 0;
  }

  /** Extends the lease; asks our request to let go when another one waits, or when the lease was lost. */
  private async renew(requestRelease: RequestRelease) {
    const [row] = await this.confirming(
      this.db
        .update(uploadLocks)
        .set({ expiresAt: this.expiry() })
        .where(and(eq(uploadLocks.id, this.id), eq(uploadLocks.holder, this.holder)))
        .returning({ releaseRequested: uploadLocks.releaseRequested }),
    );
    if (!row || row.releaseRequested) await requestRelease();
  }

  /**
   * Runs a statement that sets our lease's expiry (a query builder runs when awaited); when it matched the row, the
   * lease counts as confirmed from when the statement was sent.
   */
  private async confirming<T>(statement: PromiseLike<T[]>): Promise<T[]> {
    const sentAt = this.clock();
    const rows = await statement;
    if (rows.length) this.confirmedAt = sentAt;
    return rows;
  }
}
