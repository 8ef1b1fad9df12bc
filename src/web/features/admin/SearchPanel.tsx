import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AdminSearchReply } from '../../../contracts/admin.ts';
import { ADMIN_LIMITS, ADMIN_SEARCH_TEXTS as T } from '../../../contracts/admin.messages.ts';
import { errorMessage } from '../../app/http.ts';
import { ListToolbar } from '../../ui/list/ListPage.tsx';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { adminSearchQuery } from './api.ts';
import { EventHitRow, OrderHitRow, OrganizationHitRow, UserHitRow } from './SearchHits.tsx';

type Groups = AdminSearchReply;

function Group<K extends keyof Groups>({
  name,
  group,
  render,
}: {
  name: K;
  group: Groups[K];
  render: (hit: Groups[K]['hits'][number]) => ReactNode;
}) {
  if (!group.hits.length) return null;
  const headingId = `admin-search-${name}`;
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={headingId}>
      <Title order={3} fz="md" id={headingId} mb="xs">
        {T.groups[name]} ({group.hits.length}
        {group.more ? '+' : ''})
      </Title>
      <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
        {group.hits.map((hit) => render(hit))}
      </Stack>
      {group.more ? (
        <Text fz="xs" c="dimmed" mt="xs">
          {T.more}
        </Text>
      ) : null}
    </Paper>
  );
}

/**
 * Search across users, organizations, events and orders (the start of an e-mail, a name, a username; a whole id or
 * transaction id). The text lives in the address (?q), debounced like every list's search.
 */
export function SearchPanel({ q, onSearch }: { q: string | undefined; onSearch: (q: string | undefined) => void }) {
  const result = useQuery(adminSearchQuery(q ?? ''));
  const data = q ? result.data : undefined;
  const empty = data && [data.users, data.organizations, data.events, data.orders].every((g) => !g.hits.length);
  return (
    <Stack gap="md">
      {/* The toolbar row: the search box's flex basis is a width there, not a height. */}
      <ListToolbar search={{ label: T.label, placeholder: T.placeholder, value: q, onSearch, maxLength: ADMIN_LIMITS.searchMax }} />
      {!q ? (
        <Text c="dimmed" fz="sm">
          {T.hint}
        </Text>
      ) : null}
      {q && result.isError ? <RetryAlert message={errorMessage(result.error, T.failed)} onRetry={() => void result.refetch()} /> : null}
      {empty ? (
        <Alert color="gray" role="status">
          {T.noResults(q ?? '')}
        </Alert>
      ) : null}
      {data ? (
        <Stack gap="md" style={{ opacity: result.isPlaceholderData ? 0.6 : 1 }} aria-busy={result.isFetching}>
          <Group name="users" group={data.users} render={(hit) => <UserHitRow key={hit.id} hit={hit} />} />
          <Group name="organizations" group={data.organizations} render={(hit) => <OrganizationHitRow key={hit.id} hit={hit} />} />
          <Group name="events" group={data.events} render={(hit) => <EventHitRow key={hit.id} hit={hit} />} />
          <Group name="orders" group={data.orders} render={(hit) => <OrderHitRow key={hit.id} hit={hit} />} />
        </Stack>
      ) : null}
    </Stack>
  );
}
