import { Menu } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import { REPORTING_TEXTS } from '../../../../contracts/reporting.messages.ts';
import type { CreateExportBody } from '../../../../contracts/reporting.ts';
import { ListActionsMenu } from '../../../ui/list/ListActionsMenu.tsx';
import { ExportDialog } from './ExportDialog.tsx';
import { useReportExport } from './useReportExport.ts';

/**
 * The reporting toolbar's Actions menu with Export CSV: the export runs as a job on the server (preparing, progress,
 * cancel, done) and the file downloads when it is ready. `body` is the list's filters as the page shows them.
 */
export function ReportExportMenu({ ownerId, body }: { ownerId: string; body: Omit<CreateExportBody, 'ownerId'> }) {
  const exporting = useReportExport(ownerId);
  return (
    <>
      <ListActionsMenu>
        <Menu.Item leftSection={<IconFileExport size={16} />} disabled={exporting.busy} onClick={() => exporting.start({ ownerId, ...body })}>
          {REPORTING_TEXTS.exportCsv}
        </Menu.Item>
      </ListActionsMenu>
      <ExportDialog outcome={exporting.outcome} onDismiss={exporting.dismiss} onDownload={exporting.download} />
    </>
  );
}
