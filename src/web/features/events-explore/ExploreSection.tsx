import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EVENT_MESSAGES, EXPLORE_TEXTS as T } from '../../../contracts/events.messages.ts';
import { ALL_CATEGORIES_LABEL, type EventCategory } from '../../../domain/events.ts';
import { EmptyBlock } from '../../ui/EmptyBlock.tsx';
import { ButtonLink } from '../../ui/links.tsx';
import { LoadMoreButton } from '../../ui/LoadMoreButton.tsx';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { CategorySelect, EventCardGrid, exploreQuery } from '../events/index.ts';

/** The homepage's Explore section (/#explore): upcoming public events, 30 a page, with a category filter. */
export function ExploreSection() {
  const [category, setCategory] = useState<EventCategory | null>(null);
  const query = useInfiniteQuery(exploreQuery(category));
  const events = query.data?.pages.flatMap((p) => p.data) ?? [];

  return (
    <Container size="lg" py={64} id="explore" component="section" aria-labelledby="explore-title" style={{ scrollMarginTop: 80 }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4}>
            <Title order={2} id="explore-title">
              {T.title}
            </Title>
            <Text c="dimmed">{T.intro}</Text>
          </Stack>
          <CategorySelect value={category} onChange={setCategory} allLabel={ALL_CATEGORIES_LABEL.profile} w={{ base: '100%', xs: 220 }} />
        </Group>
        {query.isError ? (
          <RetryAlert message={T.loadFailed} onRetry={() => void query.refetch()} />
        ) : !query.isPending && events.length === 0 ? (
          <EmptyBlock
            icon={<IconCalendarEvent size={28} stroke={1.6} />}
            title={category ? EVENT_MESSAGES.noResults : EVENT_MESSAGES.exploreEmpty}
            description={category ? T.categoryEmpty : T.empty}
            action={category ? undefined : <ButtonLink to="/event/new">{T.createEvent}</ButtonLink>}
          />
        ) : (
          <EventCardGrid events={events} loading={query.isPending || query.isFetchingNextPage} skeletons={query.isPending ? 6 : 3} />
        )}
        <LoadMoreButton hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoadMore={() => void query.fetchNextPage()} />
      </Stack>
    </Container>
  );
}
