import { Container, Grid, Group, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { EVENT_PAGE_TEXTS } from '../../../../contracts/events.messages.ts';
import { ATTENDANCE_TYPES } from '../../../../domain/tickets.values.ts';
import { isApiError } from '../../../app/http.ts';
import { enumParam, optionalFlag, searchParams } from '../../../app/search-params.ts';
import { EventPage } from '../../../features/events/page/EventPage.tsx';
import { publicEventQuery } from '../../../features/events/public-api.ts';
import { EventNotFound } from '../../../features/events/EventNotFound.tsx';
import { requireEventId } from '../../../features/events/route-gates.ts';
import { PixelsSlot } from '../../../features/pixels/index.ts';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';

export const Route = createFileRoute('/event/$eventId/')({
  validateSearch: searchParams({
    ticketType: enumParam(ATTENDANCE_TYPES),
    follow: optionalFlag,
    errorCode: enumParam(['1']),
  }),
  beforeLoad: ({ params }) => requireEventId(params.eventId),
  notFoundComponent: EventNotFound,
  // Start the request while the page's code loads; the page shows its skeleton until it answers.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(publicEventQuery(params.eventId));
  },
  component: EventRoute,
});

function EventSkeleton() {
  return (
    <Container size="lg" py="xl" w="100%" role="status" aria-busy="true" aria-label={EVENT_PAGE_TEXTS.loading}>
      <Grid gap={48}>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Skeleton radius="lg" style={{ aspectRatio: '1 / 1' }} h="auto" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Skeleton height={18} width={90} radius="xl" />
            <Skeleton height={40} width="85%" />
            <Group gap="sm">
              <Skeleton height={44} circle />
              <Skeleton height={14} width={160} />
            </Group>
            <Skeleton height={16} width="60%" />
            <Skeleton height={16} width="45%" />
            <Skeleton height={120} radius="lg" mt="md" />
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

/** /event/:eventId: the public event page. */
function EventRoute() {
  const { eventId } = Route.useParams();
  const search = Route.useSearch();
  const query = useQuery(publicEventQuery(eventId));

  if (query.isPending) return <EventSkeleton />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <EventNotFound />;
    return <LoadFailed title={EVENT_PAGE_TEXTS.loadFailed} onRetry={() => void query.refetch()} />;
  }
  return (
    <>
      {/* The skeleton stays while the parts an owner's view needs load (ui/OnDemand.tsx). */}
      <Suspense fallback={<EventSkeleton />}>
        <EventPage event={query.data} search={search} />
      </Suspense>
      <PixelsSlot eventId={eventId} />
    </>
  );
}
