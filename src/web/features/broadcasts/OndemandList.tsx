import { Anchor, Badge, Box, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ONDEMAND_TEXTS as T } from '../../../contracts/broadcasts-web.messages.ts';
import { ONDEMAND_PAGE_SIZE } from '../../../contracts/broadcasts.messages.ts';
import { EVENT_DATE_FORMAT, formatZoned } from '../../../domain/zoned-format.ts';
import { listColumnHelper } from '../../ui/list/columns.ts';
import { DataTable } from '../../ui/list/DataTable.tsx';
import { listQueryState } from '../../ui/list/list-query-state.ts';
import { ListFooter } from '../../ui/list/ListFooter.tsx';
import { EmptyListMessage } from '../../ui/list/ListStates.tsx';
import { ListPage } from '../../ui/list/ListPage.tsx';
import { formatDuration } from '../videos-watch/index.ts';
import { ondemandQuery, type OndemandItem } from './api.ts';

const col = listColumnHelper<OndemandItem>();

const COLUMNS = col.columns([
  col.display({
    id: 'title',
    header: T.columns.video,
    meta: { card: 'title' },
    cell: ({ row: { original: row } }) => (
      <Stack gap={2}>
        <Anchor
          renderRoot={(props) => <Link to="/watch/$id" params={{ id: row.videoId }} {...props} />}
          fz="sm"
          fw={600}
          style={{ overflowWrap: 'anywhere' }}
        >
          {row.title}
        </Anchor>
        <Text fz="xs" c="dimmed">
          {row.owner.name}
        </Text>
      </Stack>
    ),
  }),
  col.display({
    id: 'streamed',
    header: T.columns.streamed,
    cell: ({ row: { original: row } }) => <Text fz="sm">{formatZoned(new Date(row.startsAt), row.timezone, EVENT_DATE_FORMAT)}</Text>,
  }),
  col.display({
    id: 'duration',
    header: T.columns.duration,
    cell: ({ row: { original: row } }) => <Text fz="sm">{row.durationSeconds === null ? '' : formatDuration(row.durationSeconds)}</Text>,
  }),
  col.display({
    id: 'access',
    header: T.columns.access,
    meta: { card: 'corner' },
    cell: ({ row: { original: row } }) =>
      row.viaTicket ? (
        <Badge size="sm" variant="light" color="violet" tt="none">
          {T.yourTicket}
        </Badge>
      ) : null,
  }),
]);

/** /videos/ondemand (issue 30): the replays the signed-in viewer may watch, their tickets' first, 10 a page. */
export function OndemandList({ page, onPage }: { page: number; onPage: (page: number | undefined) => void }) {
  const result = useQuery(ondemandQuery(page));
  const none = result.data?.totalCount === 0;
  return (
    <Box maw={960} w="100%" mx="auto" px="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 22, sm: 28 }}>
            {T.title}
          </Title>
          <Text c="dimmed" fz="sm">
            {T.intro}
          </Text>
        </Stack>
        <ListPage footer={<ListFooter total={result.data?.totalCount} perPage={ONDEMAND_PAGE_SIZE} page={page} noun={T.noun} onPage={onPage} />}>
          <DataTable
            label={T.title}
            columns={COLUMNS}
            rows={result.data?.data}
            getRowId={(row) => row.videoId}
            {...listQueryState(result, T.loadFailed)}
            emptyMessage={none ? <EmptyListMessage title={T.emptyTitle} text={T.emptyText} /> : null}
            skeletonRows={ONDEMAND_PAGE_SIZE}
          />
        </ListPage>
      </Stack>
    </Box>
  );
}
