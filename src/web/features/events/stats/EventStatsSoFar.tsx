import { Alert, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { SALES_SO_FAR_MESSAGES } from '../../../../contracts/events-management.messages.ts';
import { canSeeSales } from '../../../../domain/events.ts';
import { ButtonLink } from '../../../ui/links.tsx';
import { managedEventQuery } from '../api.ts';

/**
 * The event's Stats tab until event stats are built: it says so and shows the tickets sold by ticket type (what
 * the editor already reads); admins get the way to the Events table, which has the revenue.
 */
export function EventStatsSoFar({ eventId }: { eventId: string }) {
  const { data: reply } = useSuspenseQuery(managedEventQuery(eventId));
  const total = reply.ticketTypes.reduce((sum, t) => sum + t.ticketsSold, 0);
  const admin = canSeeSales(reply.permissions.accessSetting);
  return (
    <Stack gap="md">
      <Alert color="violet" variant="light" icon={<IconChartBar size={20} />} title={SALES_SO_FAR_MESSAGES.eventStatsTitle}>
        <Stack gap="xs" align="flex-start">
          <Text fz="sm">
            {SALES_SO_FAR_MESSAGES.eventStatsText}
            {admin ? ` ${SALES_SO_FAR_MESSAGES.eventRevenueText}` : ''}
          </Text>
          {admin ? (
            <ButtonLink to="/manage/$username/events" params={{ username: reply.owner.username }} size="xs" variant="light">
              {SALES_SO_FAR_MESSAGES.openEventsTable}
            </ButtonLink>
          ) : null}
        </Stack>
      </Alert>
      <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
        <Table verticalSpacing="sm" aria-label={SALES_SO_FAR_MESSAGES.ticketsSold}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{SALES_SO_FAR_MESSAGES.ticketType}</Table.Th>
              <Table.Th ta="right">{SALES_SO_FAR_MESSAGES.ticketsSold}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {reply.ticketTypes.map((t) => (
              <Table.Tr key={t.id}>
                <Table.Td>{t.name}</Table.Td>
                <Table.Td ta="right">{t.ticketsSold}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="space-between" px="xs" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <Text fw={700}>{SALES_SO_FAR_MESSAGES.total}</Text>
          <Text fw={700} data-testid="stats-total-sold">
            {total}
          </Text>
        </Group>
      </Paper>
    </Stack>
  );
}
