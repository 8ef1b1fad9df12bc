import { Alert, Box, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { CALENDAR_PAGE_TEXTS, CALENDAR_VIEW_TEXTS } from '../../../contracts/calendar.messages.ts';
import type { CalendarLayout } from '../../../domain/calendar.ts';
import { isApiError } from '../../app/http.ts';
import { EmptyBlock } from '../../ui/EmptyBlock.tsx';
import { LoadMoreButton } from '../../ui/LoadMoreButton.tsx';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { calendarEventsQuery, type CalendarFilter, type CalendarLetter } from './api.ts';
import { CALENDAR_BORDER, CalendarEventCard, CalendarEventRow, type ItemOptions } from './CalendarEventItem.tsx';

const GRID_COLS = { base: 1, xs: 2, md: 3 } as const;
const LIST_RESET = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** The owner's dates for the filter, in the layout shown, with 'Load more' while pages are left. */
export function CalendarEvents({
  type,
  username,
  filter,
  layout,
  options,
}: {
  type: CalendarLetter;
  username: string;
  filter: CalendarFilter;
  layout: CalendarLayout;
  options: ItemOptions;
}) {
  const query = useInfiniteQuery(calendarEventsQuery(type, username, filter));

  if (query.isPending) return <EventsSkeleton layout={layout} />;
  if (query.isError) {
    // A refused range (dates too far apart) is the viewer's to change: the server's words, no retry.
    if (isApiError(query.error) && query.error.status === 422) {
      return (
        <Alert color="red" role="alert">
          {Object.values(query.error.fieldErrors)[0] ?? query.error.message}
        </Alert>
      );
    }
    return <RetryAlert message={CALENDAR_PAGE_TEXTS.loadFailed} onRetry={() => void query.refetch()} />;
  }

  const events = query.data.pages.flatMap((page) => page.data);
  if (!events.length) {
    return (
      <EmptyBlock
        withBorder={false}
        icon={<IconCalendarOff size={28} stroke={1.6} />}
        title={CALENDAR_PAGE_TEXTS.noEvents}
        description={CALENDAR_PAGE_TEXTS.noEventsText}
      />
    );
  }
  return (
    <Stack gap="lg">
      {layout === 'grid' ? (
        <SimpleGrid component="ul" cols={GRID_COLS} spacing="md" style={LIST_RESET}>
          {events.map((event) => (
            <CalendarEventCard key={event.id} event={event} options={options} />
          ))}
        </SimpleGrid>
      ) : (
        <Box component="ul" style={{ ...LIST_RESET, borderTop: CALENDAR_BORDER }}>
          {events.map((event) => (
            <CalendarEventRow key={event.id} event={event} options={options} />
          ))}
        </Box>
      )}
      <LoadMoreButton
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
        color={`#${options.highlColor}`}
      />
    </Stack>
  );
}

function EventsSkeleton({ layout }: { layout: CalendarLayout }) {
  const rows = [0, 1, 2];
  return (
    <Box role="status" aria-busy="true" aria-label={CALENDAR_VIEW_TEXTS.loading}>
      {layout === 'grid' ? (
        <SimpleGrid cols={GRID_COLS} spacing="md">
          {rows.map((i) => (
            <Skeleton key={i} height={280} radius="md" />
          ))}
        </SimpleGrid>
      ) : (
        <Stack gap="lg">
          {rows.map((i) => (
            <Group key={i} align="flex-start" wrap="nowrap">
              <Skeleton height={64} width={64} radius="md" />
              <Stack gap={8} style={{ flex: 1 }}>
                <Skeleton height={20} width="50%" />
                <Skeleton height={14} width="35%" />
                <Skeleton height={14} width="80%" />
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
    </Box>
  );
}
