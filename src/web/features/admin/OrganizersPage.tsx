import { Anchor, Badge, Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { OrganizerRow } from '../../../contracts/admin.ts';
import { ADMIN_LIMITS, ORGANIZERS_TEXTS as T } from '../../../contracts/admin.messages.ts';
import { formatMoney } from '../../../domain/money.ts';
import { AnchorLink } from '../../ui/links.tsx';
import { listColumnHelper } from '../../ui/list/columns.ts';
import { DataTable } from '../../ui/list/DataTable.tsx';
import { searchPatch } from '../../ui/list/list-params.ts';
import { listQueryState } from '../../ui/list/list-query-state.ts';
import { ListFooter } from '../../ui/list/ListFooter.tsx';
import { ListPage, ListToolbar } from '../../ui/list/ListPage.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { organizersQuery } from './api.ts';
import { adminDate } from './format.ts';
import type { OrganizersSearch } from './search.ts';

const col = listColumnHelper<OrganizerRow>();
const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

const COLUMNS = col.columns([
  col.display({
    id: 'name',
    header: T.columns.name,
    meta: { card: 'title' },
    cell: ({ row: { original: o } }) => (
      <Stack gap={0}>
        <AnchorLink to="/manage/$username" params={{ username: o.username }} fw={600} fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {o.name}
        </AnchorLink>
        <Text fz="xs" c="dimmed">
          @{o.username}
        </Text>
      </Stack>
    ),
  }),
  col.display({
    id: 'type',
    header: '',
    meta: { card: 'corner' },
    cell: ({ row: { original: o } }) => (
      <Badge variant="light" color={o.type === 'school' ? 'violet' : 'gray'}>
        {o.type === 'school' ? T.organization : T.person}
      </Badge>
    ),
  }),
  col.display({
    id: 'events',
    header: T.columns.events,
    meta: { align: 'right' },
    cell: ({ row: { original: o } }) => (
      <Text fz="sm" style={numeric}>
        {o.events}
      </Text>
    ),
  }),
  col.display({
    id: 'orders',
    header: T.columns.orders,
    meta: { align: 'right' },
    cell: ({ row: { original: o } }) => (
      <Text fz="sm" style={numeric}>
        {o.orders}
      </Text>
    ),
  }),
  col.display({
    id: 'gmv',
    header: T.columns.gmv,
    meta: { align: 'right' },
    cell: ({ row: { original: o } }) =>
      o.gmv.length ? (
        <Stack gap={0}>
          {o.gmv.map((g) => (
            <Text key={g.currency} fz="sm" style={numeric}>
              {formatMoney(g.amount, g.currency)}
            </Text>
          ))}
        </Stack>
      ) : (
        <Text fz="sm" c="dimmed">
          {T.noGmv}
        </Text>
      ),
  }),
  col.display({
    id: 'joined',
    header: T.columns.joined,
    cell: ({ row: { original: o } }) => (
      <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {adminDate(o.joinedAt)}
      </Text>
    ),
  }),
]);

/** /organize/organizers (accounts-and-reporting 2.8): the organizers, searched and paged, each opening their area. */
export function OrganizersPage({ search, onSearch }: { search: OrganizersSearch; onSearch: (patch: OrganizersSearch) => void }) {
  useDocumentTitle(T.title);
  const page = search.page ?? 1;
  const perPage = ADMIN_LIMITS.organizersPageSize;
  const result = useQuery(organizersQuery({ page, perPage, search: search.search }));
  return (
    <Container size="lg" py={{ base: 24, sm: 48 }} px={{ base: 'sm', sm: 'md' }} w="100%">
      <Stack gap="md">
        <div>
          <Anchor component={Link} to="/super_admin" fz="sm">
            {T.back}
          </Anchor>
          <Title order={1}>{T.title}</Title>
          <Text c="dimmed">{T.intro}</Text>
        </div>
        <ListPage
          toolbar={
            <ListToolbar
              search={{
                label: T.search,
                placeholder: T.searchPlaceholder,
                value: search.search,
                onSearch: (text) => onSearch({ ...search, ...searchPatch(text ?? '') }),
                maxLength: ADMIN_LIMITS.searchMax,
              }}
            />
          }
          footer={
            <ListFooter
              total={result.data?.totalCount}
              perPage={perPage}
              page={page}
              noun={T.nouns}
              onPage={(p) => onSearch({ ...search, page: p })}
            />
          }
        >
          <DataTable
            label={T.table}
            columns={COLUMNS}
            rows={result.data?.data}
            getRowId={(o) => o.id}
            {...listQueryState(result, T.failed)}
            emptyMessage={search.search ? T.noResults : T.empty}
            rowAttributes={() => ({ 'data-testid': 'organizer-row' })}
            minWidth={720}
          />
        </ListPage>
      </Stack>
    </Container>
  );
}
