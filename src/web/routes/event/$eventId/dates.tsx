import { ActionIcon, Avatar, Button, Container, Group, Paper, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconCalendarOff, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { EVENT_EDITOR_TEXTS, EVENT_DATES_PAGE_TEXTS as T } from '../../../../contracts/events-management.messages.ts';
import { EVENT_MESSAGES } from '../../../../contracts/events.messages.ts';
import { unableTo } from '../../../../contracts/errors.messages.ts';
import { formatInZone } from '../../../../domain/dates.ts';
import { groupByLocalDate } from '../../../../domain/occurrences.ts';
import { ATTENDANCE_TYPES, DEFAULT_ATTENDANCE_TYPE } from '../../../../domain/tickets.values.ts';
import { isApiError } from '../../../app/http.ts';
import { enumParam, searchParams } from '../../../app/search-params.ts';
import { EVENT_TIME_FORMAT, zoneCity } from '../../../features/events/format.ts';
import { eventOccurrencesQuery, publicEventQuery } from '../../../features/events/public-api.ts';
import { EventNotFound } from '../../../features/events/EventNotFound.tsx';
import { requireEventId } from '../../../features/events/route-gates.ts';
import { PixelsSlot } from '../../../features/pixels/index.ts';
import { EmptyBlock } from '../../../ui/EmptyBlock.tsx';
import { RetryAlert } from '../../../ui/RetryAlert.tsx';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';

export const Route = createFileRoute('/event/$eventId/dates')({
  validateSearch: searchParams({ ticketType: enumParam(ATTENDANCE_TYPES) }),
  beforeLoad: ({ params }) => requireEventId(params.eventId),
  notFoundComponent: EventNotFound,
  component: DatesPage,
});

const DAY_FORMAT = 'EEEE, d MMMM y';

/** /event/:eventId/dates (buyer-side 2.6): the future dates grouped by day, each with a ticket or stream button. */
function DatesPage() {
  const { eventId } = Route.useParams();
  const { ticketType = DEFAULT_ATTENDANCE_TYPE } = Route.useSearch();
  const query = useQuery(eventOccurrencesQuery(eventId, ticketType));
  // The purchase button text comes with the event page (usually cached from it).
  const event = useQuery(publicEventQuery(eventId));
  const buttonText =
    ticketType === 'online' ? EVENT_MESSAGES.streamButton : event.data?.purchaseButtonText?.trim() || EVENT_MESSAGES.defaultPurchaseButton;

  useDocumentTitle(query.data ? T.documentTitle(query.data.event.name) : null);

  if (query.isError && isApiError(query.error) && query.error.status === 404) return <EventNotFound />;
  const groups = query.data
    ? groupByLocalDate(query.data.occurrences.map((o) => ({ ...o, startsAt: new Date(o.startsAt), endsAt: new Date(o.endsAt) })))
    : [];

  return (
    <Container size={720} py={{ base: 'md', sm: 'xl' }} w="100%">
      <Stack gap="lg">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
            {query.data ? (
              <Avatar src={query.data.event.poster} name={query.data.event.name} radius="md" size={56} color="violet" />
            ) : (
              <Skeleton height={56} width={56} radius="md" />
            )}
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fz="sm" c="dimmed">
                {T.chooseDate}
              </Text>
              {query.data ? (
                <Title order={1} fz={{ base: 20, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
                  {query.data.event.name}
                </Title>
              ) : (
                <Skeleton height={24} width={220} />
              )}
            </Stack>
          </Group>
          <Tooltip label={T.backToEvent}>
            <ActionIcon
              size="lg"
              variant="default"
              radius="xl"
              aria-label={T.close}
              renderRoot={(props) => <Link to="/event/$eventId" params={{ eventId }} search={{ ticketType }} {...props} />}
            >
              <IconX size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>

        {query.isPending ? (
          <Stack gap="sm">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={72} radius="md" />
            ))}
          </Stack>
        ) : query.isError ? (
          <RetryAlert message={unableTo('load the dates')} onRetry={() => void query.refetch()} />
        ) : groups.length === 0 ? (
          <EmptyBlock icon={<IconCalendarOff size={28} />} title={T.noUpcomingDates} description={T.allDatesPassed} />
        ) : (
          groups.map((group) => {
            const first = group.occurrences[0]!;
            return (
              <Stack key={group.date} gap="xs" component="section" aria-label={formatInZone(first.startsAt, first.timezone, DAY_FORMAT)}>
                <Title order={2} fz="md">
                  {formatInZone(first.startsAt, first.timezone, DAY_FORMAT)}
                </Title>
                {group.occurrences.map((o) => {
                  const soldOut = ticketType === 'online' ? o.onlineTicketsSoldOut : o.inPersonTicketsSoldOut;
                  return (
                    <Paper key={o.id} withBorder radius="md" p="md">
                      <Group justify="space-between" gap="sm">
                        <Stack gap={0}>
                          <Text fw={600}>
                            {formatInZone(o.startsAt, o.timezone, EVENT_TIME_FORMAT)} – {formatInZone(o.endsAt, o.timezone, EVENT_TIME_FORMAT)}
                          </Text>
                          <Text fz="sm" c="dimmed">
                            {o.doorTime ? `${T.doors(formatInZone(new Date(o.doorTime), o.timezone, EVENT_TIME_FORMAT))} · ` : ''}
                            {EVENT_EDITOR_TEXTS.zoneTime(zoneCity(o.timezone))}
                          </Text>
                        </Stack>
                        {soldOut ? (
                          <Button disabled>{EVENT_MESSAGES.soldOutButton}</Button>
                        ) : (
                          <Button
                            aria-label={`${buttonText}: ${formatInZone(o.startsAt, o.timezone)}`}
                            renderRoot={(props) => (
                              <Link to="/event/$eventId/select" params={{ eventId }} search={{ ticketType, occurrenceId: o.id }} {...props} />
                            )}
                          >
                            {buttonText}
                          </Button>
                        )}
                      </Group>
                    </Paper>
                  );
                })}
              </Stack>
            );
          })
        )}
      </Stack>
      <PixelsSlot eventId={eventId} />
    </Container>
  );
}
