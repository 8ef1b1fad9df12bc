import { Alert, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { SALES_SO_FAR_MESSAGES } from '../../../contracts/events-management.messages.ts';
import { MANAGE_TEXTS } from '../../../contracts/manage.messages.ts';
import { formatMoney } from '../../../domain/money.ts';
import { businessEventsQuery, type BusinessEventsReply } from '../events/api.ts';
import { ButtonLink } from '../../ui/links.tsx';
import { useManagedProfile } from './api.ts';
import { ReportingEmpty } from './EmptyStates.tsx';

/** How many events the stand-in lists (the Events table has them all). */
const TOP_EVENTS = 10;

/**
 * The reporting tabs until reporting is built: an account with sales is told so and sees its events with the most
 * revenue (the events table's own figures, upcoming and past); an account without any keeps the spec's 'No data yet!'.
 */
export function ReportingSoFar() {
  const { profile } = useManagedProfile();
  const results = useQueries({
    queries: [false, true].map((past) =>
      businessEventsQuery({ ownerId: profile.id, page: 1, perPage: TOP_EVENTS, past, sort: 'revenue', direction: 'desc' }),
    ),
  });
  if (results.some((r) => r.isPending)) return <Skeleton h={220} radius="lg" />;
  const rows = results
    .flatMap((r) => (r.data as BusinessEventsReply | undefined)?.data ?? [])
    .filter((row) => row.revenue !== null && ((row.ticketsSold ?? 0) > 0 || (row.revenue ?? 0) > 0))
    .sort((a, b) => b.revenue! - a.revenue!)
    .slice(0, TOP_EVENTS);
  if (!rows.length) return <ReportingEmpty />;

  return (
    <Stack gap="md">
      <Alert color="violet" variant="light" icon={<IconChartBar size={20} />} title={SALES_SO_FAR_MESSAGES.reportingTitle}>
        <Stack gap="xs" align="flex-start">
          <Text fz="sm">{SALES_SO_FAR_MESSAGES.reportingText}</Text>
          <ButtonLink to="/manage/$username/events" params={{ username: profile.username }} size="xs" variant="light">
            {SALES_SO_FAR_MESSAGES.openEventsTable}
          </ButtonLink>
        </Stack>
      </Alert>
      <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing="sm" aria-label={SALES_SO_FAR_MESSAGES.revenue}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{MANAGE_TEXTS.eventColumn}</Table.Th>
                <Table.Th ta="right">{SALES_SO_FAR_MESSAGES.ticketsSold}</Table.Th>
                <Table.Th ta="right">{SALES_SO_FAR_MESSAGES.revenue}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td ta="right">{row.ticketsSold ?? 0}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(row.revenue!, row.currency)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </Stack>
  );
}
