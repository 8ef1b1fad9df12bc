import { describe, expect, it, vi } from 'vitest';
import { ingestBuffer, type Buffered } from './ingest-buffer.ts';

/** The buffer alone, with a write the test controls: shutdown, shedding and its log. */

type Rows = Buffered<number, number, number>;

function setup(maxRows = 3) {
  const writes: Rows[] = [];
  const log = { warn: vi.fn(), error: vi.fn() };
  const buffer = ingestBuffer<number, number, number>({
    write: async (rows) => void writes.push(rows),
    flushMs: 0,
    flushAt: 100,
    maxRows,
    log,
  });
  return { buffer, writes, log };
}

describe('the analytics buffer', () => {
  it('writes what is left when it stops (the shutdown’s last flush), each table in one write', async () => {
    const { buffer, writes } = setup(10);
    buffer.add('actions', [3, 4]);
    buffer.add('sessions', [1]);
    buffer.add('sessions', [2]);
    await buffer.stop();
    expect(writes).toEqual([{ sessions: [1, 2], actions: [3, 4], vitals: [] }]);
  });

  it('sheds batches past its bound and logs them once per flush with their counts', async () => {
    const { buffer, writes, log } = setup(3);
    expect(buffer.add('sessions', [1, 2])).toBe(true);
    expect(buffer.add('actions', [3, 4])).toBe(false);
    expect(buffer.add('vitals', [5, 6, 7])).toBe(false);
    await buffer.flush();
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]![0]).toEqual({ shedBatches: 2, shedRows: 5 });
    expect(writes).toEqual([{ sessions: [1, 2], actions: [], vitals: [] }]);
    await buffer.flush();
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(buffer.add('actions', [3, 4])).toBe(true);
  });

  it('logs a failed write and drops its rows', async () => {
    const log = { warn: vi.fn(), error: vi.fn() };
    const buffer = ingestBuffer<number, number, number>({
      write: () => Promise.reject(new Error('down')),
      flushMs: 0,
      flushAt: 100,
      maxRows: 10,
      log,
    });
    buffer.add('sessions', [1]);
    await buffer.flush();
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(
      buffer.add(
        'sessions',
        Array.from({ length: 10 }, (_, i) => i),
      ),
    ).toBe(true);
  });
});
