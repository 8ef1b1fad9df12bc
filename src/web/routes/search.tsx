import { Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { EVENT_MESSAGES } from '../../contracts/events.messages.ts';
import { unableTo } from '../../contracts/errors.messages.ts';
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
            {query ? `Results for “${query}”` : 'Search'}
          </Title>
          {query && results.isSuccess ? (
            <Text c="dimmed" aria-live="polite">
              {total === 1 ? '1 event' : `${total} events`}
            </Text>
          ) : null}
        </Stack>
        <Tabs value="events">
          <Tabs.List aria-label="Search results">
            <Tabs.Tab value="events">Events</Tabs.Tab>
          </Tabs.List>
        </Tabs>
        {!query ? (
          <EmptyBlock
            icon={<IconSearch size={28} />}
            title="Search events"
            description="Type in the search box to find events by name, place or tag."
          />
        ) : results.isError ? (
          <RetryAlert message={unableTo('search')} onRetry={() => void results.refetch()} />
        ) : !loading && events.length === 0 ? (
          <EmptyBlock
            icon={<IconSearch size={28} />}
            title={EVENT_MESSAGES.searchEmpty}
            description="No events match your search. Try another name, place or tag."
          />
        ) : (
          <EventCardGrid events={events} loading={loading || results.isFetchingNextPage} skeletons={loading ? 6 : 3} />
        )}
        <LoadMoreButton hasMore={results.hasNextPage} loading={results.isFetchingNextPage} onLoadMore={() => void results.fetchNextPage()} />
      </Stack>
    </Container>
  );
}
