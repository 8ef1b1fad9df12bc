import { Alert, Box, Button, Container, Grid, Group, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { EVENT_MESSAGES } from '../../../../contracts/events.messages.ts';
import { unableTo } from '../../../../contracts/errors.messages.ts';
import { ATTENDANCE_TYPES } from '../../../../domain/tickets.ts';
import { isApiError } from '../../../app/http.ts';
import { enumParam, isUuid, optionalFlag, searchParams } from '../../../app/search-params.ts';
import { EventPage } from '../../../features/events/page/EventPage.tsx';
import { publicEventQuery } from '../../../features/events/public-api.ts';
import { NotFound } from '../../../ui/NotFound.tsx';

export const Route = createFileRoute('/event/$eventId/')({
  validateSearch: searchParams({
    ticketType: enumParam(ATTENDANCE_TYPES),
    follow: optionalFlag,
    errorCode: enumParam(['1']),
  }),
  beforeLoad: ({ params }) => {
    if (!isUuid(params.eventId)) throw notFound();
  },
  // Start the request while the page's code loads; the page shows its skeleton until it answers.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(publicEventQuery(params.eventId));
  },
  notFoundComponent: () => <NotFound message={EVENT_MESSAGES.eventNotFound} />,
  component: EventRoute,
});

function EventSkeleton() {
  return (
    <Container size="lg" py="xl" w="100%" aria-busy="true" aria-label="Loading the event">
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
    if (isApiError(query.error) && query.error.status === 404) return <NotFound message={EVENT_MESSAGES.eventNotFound} />;
    return (
      <Container size="sm" py={64}>
        <Alert color="red" role="alert" title={unableTo('load this event')}>
          <Box>
            <Button mt="sm" variant="light" color="red" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Box>
        </Alert>
      </Container>
    );
  }
  return <EventPage event={query.data} search={search} />;
}
