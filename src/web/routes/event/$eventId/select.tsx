import { Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ATTENDANCE_TYPES } from '../../../../domain/tickets.ts';
import { optionalText } from '../../../app/search-params.ts';
import { publicEventQuery } from '../../../features/events/public-api.ts';
import { ButtonLink } from '../../../ui/links.tsx';

export const Route = createFileRoute('/event/$eventId/select')({
  validateSearch: z.object({
    ticketType: z.enum(ATTENDANCE_TYPES).optional().catch(undefined),
    occurrenceId: z.uuid().optional().catch(undefined),
    promoCode: optionalText,
  }),
  component: SelectTicketsPage,
});

/** /event/:eventId/select: checkout (buyer-side 2.7) opens in the next release; until then this page says so. */
function SelectTicketsPage() {
  const { eventId } = Route.useParams();
  const { ticketType } = Route.useSearch();
  const event = useQuery({ ...publicEventQuery(eventId), retry: false });
  return (
    <Container size={620} py={{ base: 32, sm: 64 }} w="100%">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md">
          <ThemeIcon size={52} radius="md" variant="light">
            <IconTicket size={28} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            Checkout opens in the next release
          </Title>
          <Text c="dimmed">
            {event.data ? `Tickets for “${event.data.name}”` : 'Tickets for this event'}
            {ticketType === 'online' ? ' (online)' : ''} will be on sale here soon: choosing tickets, your details and payment.
          </Text>
          <Group>
            <ButtonLink to="/event/$eventId" params={{ eventId }} search={{ ticketType }}>
              Back to the event
            </ButtonLink>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
