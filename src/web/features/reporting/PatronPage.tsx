import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PATRONS_TEXTS as T, REPORTING_DATE_FORMATS, REPORTING_TEXTS } from '../../../contracts/reporting.messages.ts';
import { formatMoney } from '../../../domain/money.ts';
import { isUuid } from '../../app/search-params.ts';
import { ButtonLink } from '../../ui/links.tsx';
import { NotFound } from '../../ui/NotFound.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { ActivityTable } from './ActivityTable.tsx';
import { patronQuery, useAccountZone } from './api.ts';
import { personName, reportDate } from './format.ts';
import { OrdersTable } from './OrdersTable.tsx';
import { isNotFound, ReportFailure } from './ReportStates.tsx';
import { isPatronAddress, type PatronSearch } from './search.ts';

function Figure({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Text fz="xs" fw={700} tt="uppercase" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700} data-testid={testId} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Paper>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} fz="lg">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * A patron (accounts-and-reporting 2.3 Patron detail), by profile id or, for a guest, 'null' with ?email: name, e-mail,
 * Spent, Events attended, Member since, then their orders (?ordersPage) and activity (?activityPage), 10 a page each,
 * and Close back to the patrons. "Sorry! That patron wasn’t found." for anyone who never ordered from the owner.
 */
export function PatronPage({
  ownerId,
  username,
  id,
  search,
  onSearch,
}: {
  ownerId: string;
  username: string;
  id: string;
  search: PatronSearch;
  onSearch: (patch: PatronSearch) => void;
}) {
  const valid = isPatronAddress(id, search.email);
  const email = isUuid(id) ? undefined : search.email;
  const result = useQuery({ ...patronQuery(ownerId, id, email), enabled: valid });
  const { zone, ready } = useAccountZone(username);
  const patron = result.data;
  const name = patron ? personName(patron.firstName, patron.lastName, patron.email) : null;
  const missing = !valid || isNotFound(result.error);
  useDocumentTitle(missing ? T.notFound : name);

  if (missing) return <NotFound message={T.notFound} />;
  if (result.isError) return <ReportFailure error={result.error} onRetry={() => void result.refetch()} />;

  const close = (
    <ButtonLink to="/manage/$username/reporting/patrons" params={{ username }} variant="default" leftSection={<IconX size={16} />}>
      {T.close}
    </ButtonLink>
  );
  if (!patron || !ready) {
    return (
      <Stack gap="md">
        <Group justify="flex-end">{close}</Group>
        <Skeleton h={72} radius="lg" />
        <Skeleton h={240} radius="lg" />
      </Stack>
    );
  }

  const filter = patron.id ? { userId: patron.id } : { email: email ?? patron.email ?? undefined };
  return (
    <Stack gap="lg" data-testid="patron-page">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={2} fz={{ base: 20, sm: 24 }} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
          {patron.email && patron.email !== name ? (
            <Text c="dimmed" fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {patron.email}
            </Text>
          ) : null}
        </Stack>
        {close}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <Figure label={T.spent} value={formatMoney(patron.spent, patron.currency)} testId="patron-spent" />
        <Figure label={T.eventsAttended} value={patron.eventsAttended} testId="patron-events-attended" />
        <Figure
          label={T.memberSince}
          value={patron.memberSince ? reportDate(patron.memberSince, REPORTING_DATE_FORMATS.memberSince, zone) : REPORTING_TEXTS.notAvailable}
          testId="patron-member-since"
        />
      </SimpleGrid>
      <Section title={T.orders}>
        <OrdersTable
          ownerId={ownerId}
          username={username}
          search={{ page: search.ordersPage }}
          onSearch={(patch) => onSearch({ ordersPage: patch.page })}
          patron={filter}
        />
      </Section>
      <Section title={T.activity}>
        <ActivityTable
          ownerId={ownerId}
          username={username}
          search={{ page: search.activityPage }}
          onSearch={(patch) => onSearch({ activityPage: patch.page })}
          patron={patron.id ? { actorId: patron.id } : { email: filter.email }}
        />
      </Section>
    </Stack>
  );
}
