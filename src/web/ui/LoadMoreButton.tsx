import { Button, Group } from '@mantine/core';
import { KIT_TEXTS } from './texts.ts';

/** The centred 'Load more' button under a card grid that pages on request (no infinite scroll); nothing when no page is left. */
export function LoadMoreButton({ hasMore, loading, onLoadMore }: { hasMore: boolean; loading: boolean; onLoadMore: () => void }) {
  if (!hasMore) return null;
  return (
    <Group justify="center">
      <Button variant="default" radius="xl" onClick={onLoadMore} loading={loading}>
        {KIT_TEXTS.loadMore}
      </Button>
    </Group>
  );
}
