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

/** Another file the list offers (a printable PDF of it): its menu label and icon. */
export interface ListDownload {
  label: string;
  icon: ReactNode;
  file: CsvExport;
}

/**
 * The toolbar's Actions menu: 'Export CSV' when the list has an export (the spec's reporting lists all do), the
 * list's other downloads, plus any Menu.Items the page adds. The button spins while a file downloads; a failure
 * says so in a notification.
 */
export function ListActionsMenu({ csv, downloads = [], children }: { csv?: CsvExport; downloads?: ListDownload[]; children?: ReactNode }) {
  const [exporting, setExporting] = useState(false);
  const download = async (file: CsvExport) => {
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
          <Menu.Item leftSection={<IconFileExport size={16} />} onClick={() => void download(csv)}>
            {LIST_TEXTS.exportCsv}
          </Menu.Item>
        ) : null}
        {downloads.map((d) => (
          <Menu.Item key={d.label} leftSection={d.icon} onClick={() => void download(d.file)}>
            {d.label}
          </Menu.Item>
        ))}
        {children}
      </Menu.Dropdown>
    </Menu>
  );
}
