import type { ExportView } from '../../../../contracts/reporting.ts';
import { EXPORT_TEXTS, REPORTING_LIMITS } from '../../../../contracts/reporting.messages.ts';

/**
 * Where an export the page follows stands (accounts-and-reporting 4 Export, 8): still preparing (with its progress),
 * done, failed with the message to show, or cancelled. The page gives up after 60 s without an answer from the
 * server, or with the export still pending (no worker took it up): 'Export failed, please check your internet
 * connection', and the export is cancelled (`cancel`).
 */
export type ExportOutcome =
  | { phase: 'preparing'; rowsDone: number; rowsTotal: number | null }
  | { phase: 'done'; view: ExportView }
  | { phase: 'failed'; message: string; cancel: boolean }
  | { phase: 'canceled' };

export interface ExportClock {
  /** When the page started the export (ms). */
  startedAt: number;
  /** When the server last answered how far it got (ms); the start before any answer. */
  answeredAt: number;
  now: number;
}

export function exportOutcome(view: ExportView | undefined, { startedAt, answeredAt, now }: ExportClock): ExportOutcome {
  const timeout = REPORTING_LIMITS.exportTimeoutMs;
  switch (view?.status) {
    case 'done':
      return { phase: 'done', view };
    case 'canceled':
      return { phase: 'canceled' };
    case 'failed':
      return { phase: 'failed', message: view.error ?? EXPORT_TEXTS.failed, cancel: false };
  }
  const stuck = (view?.status ?? 'pending') === 'pending' && now - startedAt >= timeout;
  if (stuck || now - answeredAt >= timeout) return { phase: 'failed', message: EXPORT_TEXTS.timedOut, cancel: true };
  return { phase: 'preparing', rowsDone: view?.rowsDone ?? 0, rowsTotal: view?.rowsTotal ?? null };
}

/** The progress bar's value in percent; null while the total is unknown (an animated bar instead). */
export function progressPercent(rowsDone: number, rowsTotal: number | null): number | null {
  if (rowsTotal === null) return null;
  return rowsTotal === 0 ? 100 : Math.min(100, Math.round((rowsDone / rowsTotal) * 100));
}
