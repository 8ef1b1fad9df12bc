import { Button, Center, Loader } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { KIT_TEXTS } from './texts.ts';

/**
 * The footer of an infinite list: when it scrolls into view the next page loads (IntersectionObserver); a
 * 'Load more' button stays for keyboards and browsers without the observer.
 */
export function InfiniteScrollFooter({ hasMore, loading, onLoadMore }: { hasMore: boolean; loading: boolean; onLoadMore: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  latest.current = onLoadMore;

  useEffect(() => {
    const el = ref.current;
    if (!el || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, loading]);

  if (!hasMore && !loading) return null;
  return (
    <Center ref={ref} py="md" data-testid="infinite-scroll-footer">
      {loading ? (
        <Loader size="sm" type="dots" role="status" aria-label={KIT_TEXTS.loadingMore} />
      ) : (
        <Button variant="subtle" size="xs" onClick={() => latest.current()}>
          {KIT_TEXTS.loadMore}
        </Button>
      )}
    </Center>
  );
}
