import { Group, Pagination } from '@mantine/core';
import { pageWindow } from './pager.ts';
import { LIST_TEXTS as T } from './texts.ts';

/**
 * The page buttons under a list: previous, at most three page numbers around the current page (the spec's pager),
 * next. Nothing while there is a single page. Built from Mantine's parts because its own pager adds dots and ends.
 */
export function ListPager({ page, pages, onChange }: { page: number; pages: number; onChange: (page: number) => void }) {
  if (pages <= 1) return null;
  const current = Math.min(Math.max(1, page), pages);
  return (
    <Pagination.Root total={pages} value={current} onChange={onChange} size="sm">
      <Group gap={6} wrap="nowrap" component="nav" aria-label={T.pages}>
        <Pagination.Previous aria-label={T.previousPage} />
        {pageWindow(current, pages).map((n) => (
          <Pagination.Control
            key={n}
            active={n === current}
            onClick={() => onChange(n)}
            aria-label={T.page(n)}
            aria-current={n === current ? 'page' : undefined}
          >
            {n}
          </Pagination.Control>
        ))}
        <Pagination.Next aria-label={T.nextPage} />
      </Group>
    </Pagination.Root>
  );
}
