import { Table, VisuallyHidden } from '@mantine/core';
import { KIT_TEXTS } from './texts.ts';

/** The header of a table's last column of row buttons: blank to the eye, 'Actions' to screen readers. */
export function ActionsHeader({ w = 56 }: { w?: number }) {
  return (
    <Table.Th w={w}>
      <VisuallyHidden>{KIT_TEXTS.actions}</VisuallyHidden>
    </Table.Th>
  );
}
