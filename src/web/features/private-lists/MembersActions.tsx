import { Menu } from '@mantine/core';
import { IconFileExport, IconMailPlus, IconUpload } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { LIST_MANAGE_TEXTS as T } from '../../../contracts/private-lists.messages.ts';
import { useIsMobile } from '../../app/responsive.ts';
import { ButtonLink } from '../../ui/links.tsx';
import { ListActionsMenu } from '../../ui/list/ListActionsMenu.tsx';
import type { PrivateListView } from './api.ts';
import { useExportList } from './useExportList.ts';

/**
 * The members toolbar's actions: 'Add Emails' and 'Bulk Import' buttons and the menu with 'Export CSV'. On a phone
 * the three would not fit beside each other, so all of them sit in the menu.
 */
export function MembersActions({ ownerId, username, list }: { ownerId: string; username: string; list: PrivateListView }) {
  const isMobile = useIsMobile();
  const { exporting, exportCsv } = useExportList(ownerId, list);
  const toList = { params: { username }, search: { listId: list.id } };
  const exportItem = (
    <Menu.Item leftSection={<IconFileExport size={16} />} onClick={exportCsv} disabled={exporting}>
      {T.exportCsv}
    </Menu.Item>
  );

  if (isMobile) {
    return (
      <ListActionsMenu>
        <Menu.Item
          leftSection={<IconMailPlus size={16} />}
          renderRoot={(props) => <Link to="/manage/$username/lists/add-emails" {...toList} {...props} />}
        >
          {T.addEmails}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconUpload size={16} />}
          renderRoot={(props) => <Link to="/manage/$username/lists/bulk-import" {...toList} {...props} />}
        >
          {T.bulkImport}
        </Menu.Item>
        {exportItem}
      </ListActionsMenu>
    );
  }
  return (
    <>
      <ButtonLink to="/manage/$username/lists/add-emails" {...toList} leftSection={<IconMailPlus size={16} />}>
        {T.addEmails}
      </ButtonLink>
      <ButtonLink to="/manage/$username/lists/bulk-import" {...toList} variant="light" leftSection={<IconUpload size={16} />}>
        {T.bulkImport}
      </ButtonLink>
      <ListActionsMenu>{exportItem}</ListActionsMenu>
    </>
  );
}
