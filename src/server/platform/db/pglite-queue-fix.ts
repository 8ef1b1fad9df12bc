import type { PGlite } from '@electric-sql/pglite';
import type { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/**
 * pglite-socket 0.2.x serves every connection from one PGlite session and queues protocol messages one by one,
 * keeping a connection's turn only inside an SQL transaction. The extended query protocol (Parse, Bind, Describe,
 * Execute ... Sync) keeps its unnamed statement and portal in the session until Sync, so two pool connections
 * querying at once interleave and fail with "unnamed prepared statement does not exist" (or read another
 * query's rows). A failed message also left the queue stuck. Upstream: electric-sql/pglite#1046 and PR #977.
 *
 * This replaces the queue's scheduler on our server instance: a connection keeps its turn from its first
 * extended-protocol message until its Sync (or while its transaction is open), and an error is reported to that
 * connection without stopping the queue. Remove it when the pinned pglite-socket carries the upstream fix.
 */
interface QueuedMessage {
  handlerId: number;
  message: Uint8Array;
  resolve(bytes: number): void;
  reject(err: Error): void;
  onData(data: Uint8Array): void;
}

interface QueueInternals {
  queue: QueuedMessage[];
  processing: boolean;
  lastHandlerId: number | null;
  db: PGlite;
  processQueue(): Promise<void>;
  clearQueueForHandler(handlerId: number): void;
}

/** Frontend messages that open or continue an extended-protocol batch, which only Sync ('S') ends. */
const EXTENDED = new Set(['P', 'B', 'D', 'E', 'C', 'H'].map((c) => c.charCodeAt(0)));
const SYNC = 'S'.charCodeAt(0);

export function fixPgliteSocketQueue(server: PGLiteSocketServer): void {
  const q = (server as unknown as { queryQueue?: QueueInternals }).queryQueue;
  if (!q || !Array.isArray(q.queue) || typeof q.processQueue !== 'function' || typeof q.clearQueueForHandler !== 'function') {
    throw new Error('pglite-socket internals changed: review src/server/platform/db/pglite-queue-fix.ts');
  }
  /** The connection in the middle of an extended-protocol batch, if any. */
  let batchOwner: number | null = null;

  q.processQueue = async function processQueue(this: QueueInternals) {
    if (this.processing) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        const owner = batchOwner ?? (this.db.isInTransaction() ? this.lastHandlerId : null);
        const index = owner === null ? 0 : this.queue.findIndex((m) => m.handlerId === owner);
        // The owner's next message has not arrived yet: wait for it (enqueue restarts processing).
        if (index === -1) break;
        const [item] = this.queue.splice(index, 1);
        const type = item!.message[0]!;
        if (EXTENDED.has(type)) batchOwner = item!.handlerId;
        else if (type === SYNC && batchOwner === item!.handlerId) batchOwner = null;
        this.lastHandlerId = item!.handlerId;
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(item!.message, {
              onRawData: (data: Uint8Array) => {
                bytes += data.length;
                item!.onData(data);
              },
            }),
          );
          item!.resolve(bytes);
        } catch (err) {
          item!.reject(err as Error);
        }
      }
    } finally {
      this.processing = false;
    }
  };

  const clear = q.clearQueueForHandler.bind(q);
  q.clearQueueForHandler = (handlerId: number) => {
    clear(handlerId);
    // A connection that closes mid-batch must not keep its turn.
    if (batchOwner === handlerId) {
      batchOwner = null;
      void q.processQueue();
    }
  };
}
