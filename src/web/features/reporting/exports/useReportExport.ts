import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { EXPORT_TEXTS, REPORTING_LIMITS } from '../../../../contracts/reporting.messages.ts';
import type { CreateExportBody } from '../../../../contracts/reporting.ts';
import { notifyApiError, notifyError, notifySuccess } from '../../../app/notify.ts';
import { downloadExport, exportQuery, useCancelExport, useCreateExport, type ExportView } from './api.ts';
import { exportOutcome, type ExportOutcome } from './export-progress.ts';

interface Started {
  id: string;
  startedAt: number;
}

/**
 * One export at a time from a report page (accounts-and-reporting 4 Export: preparing, cancel, done): starts the
 * job, follows its progress every second, downloads the file once it is done, and gives up as the spec says
 * (export-progress.ts). `outcome` is null while no export is shown.
 */
export function useReportExport(ownerId: string) {
  const [started, setStarted] = useState<Started | null>(null);
  /** The outcome once the export ended (it stays shown until closed). */
  const [ended, setEnded] = useState<ExportOutcome | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const create = useCreateExport();
  const { mutate: cancel } = useCancelExport();
  const following = started !== null && ended === null;
  const progress = useQuery(exportQuery(ownerId, started?.id ?? '', following));

  // A clock for the 60 s rules: it ticks even while a poll hangs.
  useEffect(() => {
    if (!following) return;
    const timer = window.setInterval(() => setNow(Date.now()), REPORTING_LIMITS.exportPollMs);
    return () => window.clearInterval(timer);
  }, [following]);

  const live = started
    ? exportOutcome(progress.data, { startedAt: started.startedAt, answeredAt: Math.max(started.startedAt, progress.dataUpdatedAt), now })
    : null;

  useEffect(() => {
    if (!started || ended || !live || live.phase === 'preparing') return;
    if (live.phase === 'canceled') {
      setStarted(null);
      notifySuccess(EXPORT_TEXTS.canceled);
      return;
    }
    setEnded(live);
    if (live.phase === 'failed' && live.cancel) cancel({ ownerId, id: started.id });
    if (live.phase === 'done') void save(ownerId, live.view);
  }, [started, ended, live, cancel, ownerId]);

  const close = () => {
    setStarted(null);
    setEnded(null);
  };

  return {
    outcome: ended ?? live,
    /** Starting or following an export: the menu item waits. */
    busy: create.isPending || following,
    start(body: CreateExportBody) {
      create.mutate(body, {
        onSuccess: (view) => {
          const at = Date.now();
          setNow(at);
          setEnded(null);
          setStarted({ id: view.id, startedAt: at });
        },
        onError: (error) => notifyApiError(error, EXPORT_TEXTS.failed),
      });
    },
    /** Cancel (the button, the ×, Escape) while preparing; close once it ended. */
    dismiss() {
      if (started && following) {
        cancel({ ownerId, id: started.id });
        notifySuccess(EXPORT_TEXTS.canceled);
      }
      close();
    },
    download: (view: ExportView) => void save(ownerId, view),
  };
}

async function save(ownerId: string, view: ExportView) {
  try {
    await downloadExport(ownerId, view);
  } catch {
    notifyError(EXPORT_TEXTS.failed);
  }
}
