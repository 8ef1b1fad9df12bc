import type { Db } from '../../platform/db/client.ts';
import { ANALYTICS_FLUSH_AT, ANALYTICS_MAX_BUFFERED, ingestBuffer, type BufferLog } from './ingest-buffer.ts';
import { writeBuffered, type AnalyticsBuffer, type BufferedRows } from './ingest-writer.ts';

/** Each app's buffer by its database handle: the API tests flush by hand through `analyticsBufferOf(t.db)`. */
const buffers = new WeakMap<Db, AnalyticsBuffer>();

export function startAnalyticsBuffer(db: Db, flushMs: number, log: BufferLog): AnalyticsBuffer {
  const buffer: AnalyticsBuffer = ingestBuffer({
    write: (rows: BufferedRows) => writeBuffered(db, rows),
    flushMs,
    flushAt: ANALYTICS_FLUSH_AT,
    maxRows: ANALYTICS_MAX_BUFFERED,
    log,
  });
  buffers.set(db, buffer);
  return buffer;
}

export function analyticsBufferOf(db: Db): AnalyticsBuffer {
  const buffer = buffers.get(db);
  if (!buffer) throw new Error('No analytics buffer: the app has not been built on this database');
  return buffer;
}
