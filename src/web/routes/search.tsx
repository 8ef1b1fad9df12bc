import { Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { EVENT_MESSAGES } from '../../contracts/events.messages.ts';
import { SEARCH_TEXTS as T } from '../../contracts/site.messages.ts';
import { enumParam, optionalText, searchParams } from '../app/search-params.ts';
import { EventCardGrid } from '../features/events/EventCard.tsx';
import { searchEventsQuery } from '../features/events/public-api.ts';
import { EmptyBlock } from '../ui/EmptyBlock.tsx';
import { LoadMoreButton } from '../ui/LoadMoreButton.tsx';
import { RetryAlert } from '../ui/RetryAlert.tsx';

export const Route = createFileRoute('/search')({
  validateSearch: searchParams({
    utf8: optionalText,
    query: optionalText,
    tab: enumParam(['events']),
  }),
  component: SearchPage,
});

/** /search?utf8=✓&query=…&tab=events: full-text search of public events. */
function SearchPage() {
  const { query: raw } = Route.useSearch();
  const query = (raw ?? '').trim();
  const results = useInfiniteQuery(searchEventsQuery(query));
  const events = results.data?.pages.flatMap((p) => p.data) ?? [];
  const total = results.data?.pages[0]?.totalCount ?? 0;
  const loading = query.length > 0 && results.isPending;

  return (
    <Container size="lg" py={{ base: 32, sm: 48 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {query ? T.resultsFor(query) : T.search}
          </Title>
          {query && results.isSuccess ? (
            <Text c="dimmed" aria-live="polite">
              {T.eventCount(total)}
            </Text>
          ) : null}
        </Stack>
        <Tabs value="events">
          <Tabs.List aria-label={T.tabs}>
            <Tabs.Tab value="events">{T.eventsTab}</Tabs.Tab>
          </Tabs.List>
        </Tabs>
        {!query ? (
          <EmptyBlock icon={<IconSearch size={28} />} title={T.searchEvents} description={T.startHint} />
        ) : results.isError ? (
          <RetryAlert message={T.failed} onRetry={() => void results.refetch()} />
        ) : !loading && events.length === 0 ? (
          <EmptyBlock icon={<IconSearch size={28} />} title={EVENT_MESSAGES.searchEmpty} description={T.noMatch} />
        ) : (
          <EventCardGrid events={events} loading={loading || results.isFetchingNextPage} skeletons={loading ? 6 : 3} />
        )}
        <LoadMoreButton hasMore={results.hasNextPage} loading={results.isFetchingNextPage} onLoadMore={() => void results.fetchNextPage()} />
      </Stack>
    </Container>
  );
}
