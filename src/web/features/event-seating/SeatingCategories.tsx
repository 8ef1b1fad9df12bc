import { Alert, Badge, Box, Group, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { EVENT_SEATING_TEXTS as T } from '../../../contracts/event-seating.messages.ts';
import { AnchorLink } from '../../ui/links.tsx';
import type { EventSeatingReply } from './api.ts';

/** Categories that have seats or standing room and that no ticket type sells: nobody could buy them. */
export function unsoldCategories(categories: EventSeatingReply['categories']) {
  return categories.filter((c) => c.seats + c.standing > 0 && !c.ticketTypes.length);
}

/** The snapshot's categories: their seats and standing room, the ticket types selling them, and a warning for the unsold. */
export function SeatingCategories({ eventId, categories }: { eventId: string; categories: EventSeatingReply['categories'] }) {
  const unsold = unsoldCategories(categories);
  return (
    <Box>
      {unsold.length ? (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} title={T.unmappedTitle} mb="sm" data-testid="unmapped-categories">
          <Text size="sm">{T.unmappedText(unsold.map((c) => c.name).join(', '))}</Text>
          <AnchorLink to="/management/courses/$eventId/tickets" params={{ eventId }} size="sm" fw={600}>
            {T.editTickets}
          </AnchorLink>
        </Alert>
      ) : null}
      <Table.ScrollContainer minWidth={420} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
        <Table verticalSpacing="xs" aria-label={T.categories}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{T.category}</Table.Th>
              <Table.Th ta="right">{T.seats}</Table.Th>
              <Table.Th ta="right">{T.standing}</Table.Th>
              <Table.Th>{T.soldBy}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {categories.map((c) => (
              <Table.Tr key={c.key}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Box w={12} h={12} style={{ borderRadius: 6, background: c.color, flexShrink: 0 }} aria-hidden="true" />
                    <Text size="sm" fw={500}>
                      {c.name}
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td ta="right">{c.seats.toLocaleString('en-US')}</Table.Td>
                <Table.Td ta="right">{c.standing.toLocaleString('en-US')}</Table.Td>
                <Table.Td>
                  {c.ticketTypes.length ? (
                    <Group gap={4}>
                      {c.ticketTypes.map((t) => (
                        <Badge key={t.id} variant="light" size="sm" tt="none">
                          {t.name}
                        </Badge>
                      ))}
                    </Group>
                  ) : (
                    <Text size="sm" c="red.9">
                      {T.notSold}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Box>
  );
}
