import { queryOptions, useMutation } from '@tanstack/react-query';
import { REPORTING_ENDPOINTS as E } from '../../../../contracts/reporting.endpoints.ts';
import { REPORTING_LIMITS } from '../../../../contracts/reporting.messages.ts';
import type { CreateExportBody, ExportView } from '../../../../contracts/reporting.ts';
import { downloadFile } from '../../../app/download.ts';
import { call, endpointPath } from '../../../app/http.ts';

export type { ExportView };

export const reportExportKeys = {
  export: (ownerId: string, id: string) => ['report-exports', ownerId, id] as const,
};

/**
 * How far an export got, asked every REPORTING_LIMITS.exportPollMs while `polling`, also from a background tab (the
 * file downloads when it is done). A failed poll is not retried at once: the next poll is the retry.
 */
export function exportQuery(ownerId: string, id: string, polling: boolean) {
  return queryOptions({
    queryKey: reportExportKeys.export(ownerId, id),
    queryFn: ({ signal }) => call(E.export, { params: { id }, query: { ownerId }, signal }),
    refetchInterval: polling ? REPORTING_LIMITS.exportPollMs : false,
    refetchIntervalInBackground: true,
    retry: false,
    enabled: polling,
  });
}

export function useCreateExport() {
  return useMutation({ mutationFn: (body: CreateExportBody) => call(E.createExport, { body }) });
}

export function useCancelExport() {
  return useMutation({
    mutationFn: ({ ownerId, id }: { ownerId: string; id: string }) => call(E.cancelExport, { params: { id }, query: { ownerId } }),
  });
}

/** Fetches the finished file with the session and saves it under the export's name. */
export function downloadExport(ownerId: string, view: ExportView): Promise<void> {
  return downloadFile(endpointPath(E.exportFile.path, { id: view.id }), { ownerId }, view.fileName);
}
