import { Group, Pagination, type GroupProps, type PaginationProps } from '@mantine/core';

/**
 * The page numbers under a paged table or list, alike everywhere (one neighbour each side, no end pages, small);
 * nothing while there is one page. With `justify` it stands in a row of its own.
 */
export function TablePager({
  pages,
  page,
  onChange,
  justify,
  mt,
  getControlProps,
}: {
  pages: number;
  page: number;
  onChange: (page: number) => void;
  justify?: GroupProps['justify'];
  mt?: GroupProps['mt'];
  getControlProps?: PaginationProps['getControlProps'];
}) {
  if (pages <= 1) return null;
  const pagination = (
    <Pagination
      total={pages}
      value={Math.min(page, pages)}
      onChange={onChange}
      siblings={1}
      boundaries={0}
      size="sm"
      getControlProps={getControlProps}
    />
  );
  return justify ? (
    <Group justify={justify} mt={mt}>
      {pagination}
    </Group>
  ) : (
    pagination
  );
}
