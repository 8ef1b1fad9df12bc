import { Button, Group } from '@mantine/core';
import { KIT_TEXTS } from './texts.ts';

/**
 * The centred 'Load more' button under a card grid that pages on request (no infinite scroll); nothing when no page is
 * left. `color` outlines it in a colour of the page's own (the embedded calendar's highlight), else it is grey.
 */
export function LoadMoreButton({
  hasMore,
  loading,
  onLoadMore,
  color,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  color?: string;
}) {
  if (!hasMore) return null;
  return (
    <Group justify="center">
      <Button variant={color ? 'outline' : 'default'} color={color} radius="xl" onClick={onLoadMore} loading={loading}>
        {KIT_TEXTS.loadMore}
      </Button>
    </Group>
  );
}
