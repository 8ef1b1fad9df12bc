import { describe, expect, it } from 'vitest';
import type { ExportView } from '../../../../contracts/reporting.ts';
import { EXPORT_TEXTS } from '../../../../contracts/reporting.messages.ts';
import { exportOutcome, progressPercent } from './export-progress.ts';

const view = (over: Partial<ExportView>): ExportView => ({
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'orders',
  status: 'pending',
  rowsDone: 0,
  rowsTotal: null,
  fileName: 'orders-x-2026-01-01.csv',
  byteSize: null,
  error: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

const S = 1000;
const at = (now: number, answeredAt = now) => ({ startedAt: 0, answeredAt, now });

describe('exportOutcome', () => {
  it.each<[string, ExportView | undefined, ReturnType<typeof at>, ReturnType<typeof exportOutcome>]>([
    ['no answer yet', undefined, at(0), { phase: 'preparing', rowsDone: 0, rowsTotal: null }],
    ['pending for 59 s', view({}), at(59 * S), { phase: 'preparing', rowsDone: 0, rowsTotal: null }],
    ['pending for 60 s', view({}), at(60 * S), { phase: 'failed', message: EXPORT_TEXTS.timedOut, cancel: true }],
    ['no answer for 60 s', undefined, at(60 * S, 0), { phase: 'failed', message: EXPORT_TEXTS.timedOut, cancel: true }],
    [
      'running for minutes, answering',
      view({ status: 'running', rowsDone: 2000, rowsTotal: 2500 }),
      at(300 * S),
      { phase: 'preparing', rowsDone: 2000, rowsTotal: 2500 },
    ],
    [
      'running, then silent for 60 s',
      view({ status: 'running', rowsDone: 2000, rowsTotal: 2500 }),
      at(300 * S, 240 * S),
      { phase: 'failed', message: EXPORT_TEXTS.timedOut, cancel: true },
    ],
    [
      'failed by the job',
      view({ status: 'failed', error: EXPORT_TEXTS.failed }),
      at(5 * S),
      { phase: 'failed', message: EXPORT_TEXTS.failed, cancel: false },
    ],
    [
      'failed by the 60 s rule',
      view({ status: 'failed', error: EXPORT_TEXTS.timedOut }),
      at(61 * S),
      { phase: 'failed', message: EXPORT_TEXTS.timedOut, cancel: false },
    ],
    ['failed without a message', view({ status: 'failed' }), at(5 * S), { phase: 'failed', message: EXPORT_TEXTS.failed, cancel: false }],
    ['cancelled', view({ status: 'canceled' }), at(5 * S), { phase: 'canceled' }],
  ])('%s', (_, v, clock, out) => expect(exportOutcome(v, clock)).toEqual(out));

  it('is done with the finished view, however long it took', () => {
    const done = view({ status: 'done', rowsDone: 4, rowsTotal: 4, byteSize: 900 });
    expect(exportOutcome(done, at(600 * S, 0))).toEqual({ phase: 'done', view: done });
  });
});

describe('progressPercent', () => {
  it.each([
    [0, null, null],
    [0, 0, 100],
    [500, 2000, 25],
    [2001, 2000, 100],
    [1, 3, 33],
  ])('%i of %s -> %s', (done, total, out) => expect(progressPercent(done, total)).toBe(out));
});
