import { Button, Menu } from '@mantine/core';
import { IconDots, IconFileExport } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { downloadFile } from '../../app/download.ts';
import { notifyError } from '../../app/notify.ts';
import { LIST_TEXTS } from './texts.ts';

/** A CSV export of what the list shows: the endpoint, its filters (no paging) and the file name to save. */
export interface CsvExport {
  path: string;
  query: Record<string, string | number | boolean | undefined>;
  fileName: string;
}

/**
 * The toolbar's Actions menu: 'Export CSV' when the list has an export (the spec's reporting lists all do), plus any
 * Menu.Items the page adds. The button spins while the file downloads; a failure says so in a notification.
 */
export function ListActionsMenu({ csv, children }: { csv?: CsvExport; children?: ReactNode }) {
  const [exporting, setExporting] = useState(false);
  const exportCsv = async (file: CsvExport) => {
    setExporting(true);
    try {
      await downloadFile(file.path, file.query, file.fileName);
    } catch {
      notifyError(LIST_TEXTS.exportFailed);
    } finally {
      setExporting(false);
    }
  };
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <Button variant="default" rightSection={<IconDots size={16} />} loading={exporting}>
          {LIST_TEXTS.actions}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {csv ? (
          <Menu.Item leftSection={<IconFileExport size={16} />} onClick={() => void exportCsv(csv)}>
            {LIST_TEXTS.exportCsv}
          </Menu.Item>
        ) : null}
        {children}
      </Menu.Dropdown>
    </Menu>
  );
}
