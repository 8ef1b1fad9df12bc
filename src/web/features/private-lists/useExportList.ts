import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LIST_MANAGE_TEXTS as T } from '../../../contracts/private-lists.messages.ts';
import { saveBlob } from '../../app/download.ts';
import { notifyApiError, notifyError, notifySuccess } from '../../app/notify.ts';
import { memberEmailsQuery, type PrivateListView } from './api.ts';
import { membersCsv } from './rows.ts';

/**
 * Export CSV (accounts-and-reporting 8): every address on the list, fetched fresh and written into a one-column
 * file in the browser; 'No users to export' for an empty list, '{n} users exported successfully' otherwise.
 */
export function useExportList(ownerId: string, list: PrivateListView) {
  const queryClient = useQueryClient();
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    setExporting(true);
    try {
      const { emails } = await queryClient.fetchQuery({ ...memberEmailsQuery(ownerId, list.id), staleTime: 0 });
      if (!emails.length) return notifyError(T.noUsersToExport);
      saveBlob(new Blob([membersCsv(T.csvHeader, emails)], { type: 'text/csv;charset=utf-8' }), T.csvFileName(list.name));
      notifySuccess(T.exported(emails.length));
    } catch (error) {
      notifyApiError(error, T.exportFailed);
    } finally {
      setExporting(false);
    }
  };
  return { exporting, exportCsv: () => void run() };
}
