/**
 * The analytics buffer: the routes put admitted rows here and answer at once; a flush writes everything buffered
 * with one INSERT per table (ingest-writer.ts), sessions first so an action finds a session sent beside it. The
 * buffer is bounded: when the database falls behind, the rows waiting and those being written fill it and new
 * batches are refused (503) — analytics is shed before anything a buyer waits for. A crash loses what was buffered,
 * at most one interval of analytics; nothing paid depends on it.
 */

export interface Buffered<S, A, V> {
  sessions: S[];
  actions: A[];
  vitals: V[];
}

export type BufferKind = keyof Buffered<unknown, unknown, unknown>;

export interface IngestBufferOptions<S, A, V> {
  write: (rows: Buffered<S, A, V>) => Promise<void>;
  /** The timer's interval; 0: no timer (flushes at `flushAt` rows, on stop, or when called). */
  flushMs: number;
  /** A flush starts as soon as this many rows wait. */
  flushAt: number;
  /** Rows waiting plus rows being written; past it, batches are shed. */
  maxRows: number;
  log: BufferLog;
}

export interface BufferLog {
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
}

export interface IngestBuffer<S, A, V> {
  /** False when the buffer is full: the batch is shed, nothing of it kept. */
  add<K extends BufferKind>(kind: K, rows: Buffered<S, A, V>[K]): boolean;
  /** Writes what is buffered now (after any flush already under way). */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left (the shutdown's last flush). */
  stop(): Promise<void>;
}

export const ANALYTICS_FLUSH_AT = 2_000;
export const ANALYTICS_MAX_BUFFERED = 20_000;

export function ingestBuffer<S, A, V>(options: IngestBufferOptions<S, A, V>): IngestBuffer<S, A, V> {
  let pending: Buffered<S, A, V> = { sessions: [], actions: [], vitals: [] };
  let waiting = 0;
  let writing = 0;
  let shedRows = 0;
  let shedBatches = 0;
  // Flushes run one after the other: each writes what waited when its turn came.
  let chain = Promise.resolve();

  const reportShed = () => {
    if (shedBatches === 0) return;
    options.log.warn({ shedBatches, shedRows }, 'analytics buffer full: batches refused (503) while the database is behind');
    shedBatches = 0;
    shedRows = 0;
  };

  const writeWaiting = async () => {
    reportShed();
    if (waiting === 0) return;
    const rows = pending;
    const count = waiting;
    pending = { sessions: [], actions: [], vitals: [] };
    waiting = 0;
    writing = count;
    try {
      await options.write(rows);
    } catch (err) {
      // Analytics, not money: a failed write is logged and dropped rather than retried into a database in trouble.
      options.log.error({ err, rows: count }, 'analytics flush failed: rows dropped');
    } finally {
      writing = 0;
    }
  };

  const flush = () => (chain = chain.then(writeWaiting));
  const timer = options.flushMs > 0 ? setInterval(() => void flush(), options.flushMs) : null;
  timer?.unref();

  return {
    add(kind, rows) {
      if (waiting + writing + rows.length > options.maxRows) {
        shedBatches += 1;
        shedRows += rows.length;
        return false;
      }
      (pending[kind] as unknown[]).push(...rows);
      waiting += rows.length;
      if (waiting >= options.flushAt) void flush();
      return true;
    },
    flush,
    async stop() {
      if (timer) clearInterval(timer);
      await flush();
    },
  };
}
