import { Badge, Box, Center, Group, Image, Menu, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlayerPlay, IconUpload, IconUserMinus, IconUsers, IconVideo } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { VIDEO_LIST_TEXTS as T, VIDEO_PAGE_SIZES } from '../../../contracts/videos.messages.ts';
import { notifyError, notifyChange } from '../../app/notify.ts';
import { confirmAction } from '../../ui/confirm.tsx';
import { AnchorLink, ButtonLink } from '../../ui/links.tsx';
import { ACTIONS_META, listColumnHelper } from '../../ui/list/columns.ts';
import { DataTable } from '../../ui/list/DataTable.tsx';
import { listQueryState } from '../../ui/list/list-query-state.ts';
import { searchPatch } from '../../ui/list/list-params.ts';
import { ListFooter } from '../../ui/list/ListFooter.tsx';
import { ListPage, ListToolbar } from '../../ui/list/ListPage.tsx';
import { RowMenu } from '../../ui/RowMenu.tsx';
import { useRemoveVideoCollaborator, videosQuery, type VideoRow } from './api.ts';
import type { VideosSearch } from './list-search.ts';
import { donationsLabel, listSort, privacyLabel, sortPatch, statusLabel, uploadDateLabel } from './rows.ts';

function RowActions({ row, ownerId, username }: { row: VideoRow; ownerId: string; username: string }) {
  const removeMe = useRemoveVideoCollaborator(ownerId);

  // Remove me (content-management 4, 6): the managed profile leaves a video shared with it.
  const leave = async () => {
    const ok = await confirmAction({ title: T.removeMeQuestion, message: T.removeMeText, confirmLabel: T.removeMeConfirm, danger: true });
    if (!ok) return;
    await notifyChange(removeMe.mutateAsync({ videoId: row.id, collaboratorId: ownerId }), T.removedMe, T.removeMeFailed);
  };

  return (
    <RowMenu label={T.rowActions(row.title)} loading={removeMe.isPending}>
      <Menu.Item leftSection={<IconPlayerPlay size={16} />} renderRoot={(props) => <Link to="/watch/$id" params={{ id: row.id }} {...props} />}>
        {T.goToPlayer}
      </Menu.Item>
      {row.isOwner ? (
        <Menu.Item
          leftSection={<IconPencil size={16} />}
          renderRoot={(props) => <Link to="/manage/$username/videos/edit/$id" params={{ username, id: row.id }} {...props} />}
        >
          {T.edit}
        </Menu.Item>
      ) : (
        <Menu.Item color="red" leftSection={<IconUserMinus size={16} />} onClick={() => void leave()}>
          {T.removeMe}
        </Menu.Item>
      )}
    </RowMenu>
  );
}

/** The video's thumbnail, or a grey frame until it has one. */
function Thumbnail({ src }: { src: string | null }) {
  const frame = { width: 72, height: 40, borderRadius: 6, flexShrink: 0 } as const;
  if (!src) {
    return (
      <Center bg="gray.1" style={frame} aria-hidden>
        <IconVideo size={18} color="var(--mantine-color-gray-5)" />
      </Center>
    );
  }
  return <Image src={src} alt="" fit="cover" style={frame} loading="lazy" />;
}

/** Processing 40%, Uploading, or Failed with its reason under it; nothing once the video is ready. */
function StatusLine({ row }: { row: VideoRow }) {
  const label = statusLabel(row);
  if (!label) return null;
  const failed = row.status === 'failed';
  return (
    <Stack gap={2} align="flex-start">
      <Badge size="sm" variant="light" color={failed ? 'red' : row.status === 'processing' ? 'blue' : 'gray'} tt="none">
        {label}
      </Badge>
      {failed && row.failureReason ? (
        <Text fz="xs" c="red">
          {row.failureReason}
        </Text>
      ) : null}
    </Stack>
  );
}

const col = listColumnHelper<VideoRow>();
const number = (value: number) => <Text fz="sm">{value.toLocaleString()}</Text>;

/** The spec's seven columns: title with thumbnail, privacy, upload date, donations, views, favorited and the menu. */
function videoColumns(ownerId: string, username: string) {
  return col.columns([
    col.display({
      id: 'title',
      header: T.columns.title,
      enableSorting: true,
      meta: { card: 'title' },
      cell: ({ row: { original: row } }) => (
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          <Thumbnail src={row.thumbnail} />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap={6} wrap="nowrap">
              <AnchorLink to="/watch/$id" params={{ id: row.id }} fz="sm" fw={600} truncate title={row.title}>
                {row.title}
              </AnchorLink>
              {row.hasCollaborators ? (
                <Tooltip label={T.collaboratorIcon} withArrow>
                  <Box component="span" role="img" aria-label={T.collaboratorIcon} c="violet.6" display="inline-flex">
                    <IconUsers size={16} />
                  </Box>
                </Tooltip>
              ) : null}
            </Group>
            {row.isOwner ? null : (
              <Text fz="xs" c="dimmed" truncate>
                {T.sharedBy(row.owner.name)}
              </Text>
            )}
            <StatusLine row={row} />
          </Stack>
        </Group>
      ),
    }),
    col.display({
      id: 'privacy',
      header: T.columns.privacy,
      enableSorting: true,
      cell: ({ row: { original: row } }) => <Text fz="sm">{privacyLabel(row)}</Text>,
    }),
    col.display({
      id: 'uploadedAt',
      header: T.columns.uploadedAt,
      enableSorting: true,
      cell: ({ row: { original: row } }) => <Text fz="sm">{uploadDateLabel(row.uploadedAt)}</Text>,
    }),
    col.display({
      id: 'donations',
      header: T.columns.donations,
      cell: ({ row: { original: row } }) => <Text fz="sm">{donationsLabel(row)}</Text>,
    }),
    col.display({ id: 'views', header: T.columns.views, enableSorting: true, cell: ({ row: { original: row } }) => number(row.viewCount) }),
    col.display({
      id: 'favorited',
      header: T.columns.favorited,
      enableSorting: true,
      cell: ({ row: { original: row } }) => number(row.likeCount),
    }),
    col.display({
      id: 'actions',
      meta: ACTIONS_META,
      cell: ({ row: { original: row } }) => <RowActions row={row} ownerId={ownerId} username={username} />,
    }),
  ]);
}

/**
 * The videos list (content-management 2.4): the owner's videos and those shared with the profile, 10 a page, sorted
 * and searched by the server; it polls while a video is processing. A failed search is reported and shows no rows.
 */
export function VideosTable({
  ownerId,
  username,
  search,
  onSearch,
}: {
  ownerId: string;
  username: string;
  search: VideosSearch;
  onSearch: (patch: VideosSearch) => void;
}) {
  const page = search.page ?? 1;
  const sort = listSort(search);
  const direction = sort.desc ? 'desc' : 'asc';
  const result = useQuery(videosQuery(ownerId, { page, perPage: VIDEO_PAGE_SIZES.list, query: search.search, sort: sort.id, direction }));
  const columns = useMemo(() => videoColumns(ownerId, username), [ownerId, username]);
  const searchFailed = result.isError && Boolean(search.search);

  useEffect(() => {
    if (searchFailed) notifyError(T.loadFailed);
  }, [searchFailed, result.errorUpdatedAt]);

  const upload = (label: string, variant?: 'light') => (
    <ButtonLink to="/manage/$username/videos/new" params={{ username }} leftSection={<IconUpload size={16} />} variant={variant}>
      {label}
    </ButtonLink>
  );

  return (
    <ListPage
      toolbar={
        <ListToolbar
          search={{
            label: T.searchLabel,
            placeholder: T.searchPlaceholder,
            value: search.search,
            onSearch: (text) => onSearch({ ...search, ...searchPatch(text ?? '') }),
          }}
          actions={upload(T.upload)}
        />
      }
      footer={
        <ListFooter
          total={searchFailed ? 0 : result.data?.totalCount}
          perPage={VIDEO_PAGE_SIZES.list}
          page={page}
          noun={T.noun}
          onPage={(p) => onSearch({ ...search, page: p })}
        />
      }
    >
      <DataTable
        label={T.tableLabel}
        columns={columns}
        rows={searchFailed ? [] : result.data?.data}
        getRowId={(row) => row.id}
        {...listQueryState(result, searchFailed ? null : T.loadFailed)}
        emptyMessage={
          search.search ? undefined : (
            <>
              <Text component="span" fw={600} display="block">
                {T.emptyTitle}
              </Text>
              {T.emptyText}
            </>
          )
        }
        emptyAction={search.search ? null : upload(T.emptyAction, 'light')}
        sort={sort}
        onSort={(next) => onSearch({ ...search, ...sortPatch(next) })}
        rowAttributes={(row) => ({ 'data-testid': `video-row-${row.id}` })}
        skeletonRows={VIDEO_PAGE_SIZES.list}
        minWidth={820}
      />
    </ListPage>
  );
}
