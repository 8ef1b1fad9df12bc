import { Group, Text } from '@mantine/core';
import { useEffect, useEffectEvent } from 'react';
import { countLabel, pagePatch } from './list-params.ts';
import { pageCount } from './pager.ts';
import { ListPager } from './ListPager.tsx';

export interface ListFooterProps {
  /** Rows matching the search and filters on every page; undefined while unknown, and 0 (the empty state says it) show no count. */
  total: number | undefined;
  perPage: number;
  page: number;
  /** The count's nouns: ['event', 'events'] gives '1 event', '12 events'. */
  noun: readonly [one: string, many: string];
  /** Gets the page param to write (undefined for page 1). */
  onPage: (page: number | undefined) => void;
}

/**
 * Why in one place: the count and the pager sit the same way under every list, the count is announced politely, and
 * a page past the end (its last rows were removed, an old link) moves to the last page instead of showing nothing.
 */
export function ListFooter({ total, perPage, page, noun, onPage }: ListFooterProps) {
  const pages = total === undefined ? undefined : pageCount(total, perPage);
  const pastEnd = pages !== undefined && page > pages ? pages : null;
  const moveBack = useEffectEvent((last: number) => onPage(pagePatch(last).page));
  useEffect(() => {
    if (pastEnd !== null) moveBack(pastEnd);
  }, [pastEnd]);
  return (
    <Group justify="space-between" mt="md" gap="sm" wrap="wrap">
      <Text fz="sm" c="dimmed" aria-live="polite">
        {total ? countLabel(total, noun[0], noun[1]) : ''}
      </Text>
      {pages === undefined ? null : <ListPager page={page} pages={pages} onChange={(p) => onPage(pagePatch(p).page)} />}
    </Group>
  );
}
