import { Table, VisuallyHidden } from '@mantine/core';

/** The header of a table's last column of row buttons: blank to the eye, 'Actions' to screen readers. */
export function ActionsHeader({ w = 56 }: { w?: number }) {
  return (
    <Table.Th w={w}>
      <VisuallyHidden>Actions</VisuallyHidden>
    </Table.Th>
  );
}
