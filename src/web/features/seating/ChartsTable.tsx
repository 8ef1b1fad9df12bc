import { Button, Menu, Text } from '@mantine/core';
import { IconCopy, IconExternalLink, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { SEAT_CHARTS_TEXTS as T } from '../../../contracts/seating-web.messages.ts';
import { formatOrderDate } from '../../../domain/dates.ts';
import { errorMessage } from '../../app/http.ts';
import { notifyApiError, notifySuccess } from '../../app/notify.ts';
import { confirmAction } from '../../ui/confirm.tsx';
import { ACTIONS_META, listColumnHelper } from '../../ui/list/columns.ts';
import { DataTable } from '../../ui/list/DataTable.tsx';
import { ListPage, ListToolbar } from '../../ui/list/ListPage.tsx';
import { EmptyListMessage } from '../../ui/list/ListStates.tsx';
import { AnchorLink } from '../../ui/links.tsx';
import { RowMenu } from '../../ui/RowMenu.tsx';
import { seatChartsQuery, useCopyChart, useCreateChart, useDeleteChart, type ChartSummary } from './api.ts';

interface Owner {
  ownerId: string;
  username: string;
}

function ChartActions({ chart, ownerId, username }: { chart: ChartSummary } & Owner) {
  const copy = useCopyChart(ownerId);
  const remove = useDeleteChart(ownerId);
  const onDelete = async () => {
    const message = T.deleteText(chart.name, chart.eventCount);
    if (!(await confirmAction({ title: T.deleteTitle, message, confirmLabel: T.delete, danger: true }))) return;
    remove.mutate(chart.id, { onSuccess: () => notifySuccess(T.deleted), onError: (e) => notifyApiError(e, T.actionFailed) });
  };
  return (
    <RowMenu label={T.rowActions(chart.name)} loading={copy.isPending || remove.isPending}>
      <Menu.Item
        leftSection={<IconExternalLink size={16} />}
        renderRoot={(props) => <Link to="/manage/$username/seating/$chartId" params={{ username, chartId: chart.id }} {...props} />}
      >
        {T.open}
      </Menu.Item>
      <Menu.Item
        leftSection={<IconCopy size={16} />}
        onClick={() => copy.mutate(chart.id, { onSuccess: () => notifySuccess(T.copied), onError: (e) => notifyApiError(e, T.actionFailed) })}
      >
        {T.copy}
      </Menu.Item>
      <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => void onDelete()}>
        {T.delete}
      </Menu.Item>
    </RowMenu>
  );
}

const col = listColumnHelper<ChartSummary>();
const count = (n: number) => <Text fz="sm">{n.toLocaleString('en-US')}</Text>;

function chartColumns(owner: Owner) {
  return col.columns([
    col.display({
      id: 'name',
      header: T.columns.name,
      meta: { card: 'title' },
      cell: ({ row: { original: chart } }) => (
        <AnchorLink to="/manage/$username/seating/$chartId" params={{ username: owner.username, chartId: chart.id }} fz="sm" fw={600}>
          {chart.name}
        </AnchorLink>
      ),
    }),
    col.display({ id: 'seats', header: T.columns.seats, cell: ({ row: { original: c } }) => count(c.seatCount) }),
    col.display({ id: 'standing', header: T.columns.standing, cell: ({ row: { original: c } }) => count(c.standingCapacity) }),
    col.display({ id: 'events', header: T.columns.events, cell: ({ row: { original: c } }) => count(c.eventCount) }),
    col.display({
      id: 'updated',
      header: T.columns.updated,
      cell: ({ row: { original: c } }) => <Text fz="sm">{formatOrderDate(new Date(c.updatedAt))}</Text>,
    }),
    col.display({ id: 'actions', meta: ACTIONS_META, cell: ({ row: { original: chart } }) => <ChartActions chart={chart} {...owner} /> }),
  ]);
}

/** The owner's seat charts (issue 32): name, seats, standing places, events using it, last change; New chart opens the designer. */
export function ChartsTable({ ownerId, username }: Owner) {
  const charts = useQuery(seatChartsQuery(ownerId));
  const create = useCreateChart(ownerId);
  const navigate = useNavigate();
  const columns = useMemo(() => chartColumns({ ownerId, username }), [ownerId, username]);
  const empty = charts.data?.charts.length === 0;

  const newChart = (
    <Button
      leftSection={<IconPlus size={16} />}
      loading={create.isPending}
      onClick={() =>
        create.mutate(T.untitled, {
          onSuccess: (chart) => void navigate({ to: '/manage/$username/seating/$chartId', params: { username, chartId: chart.id } }),
          onError: (e) => notifyApiError(e, T.createFailed),
        })
      }
    >
      {T.newChart}
    </Button>
  );

  return (
    <ListPage toolbar={empty ? null : <ListToolbar actions={newChart} />}>
      <DataTable
        label={T.tableLabel}
        columns={columns}
        rows={charts.data?.charts}
        getRowId={(chart) => chart.id}
        loading={charts.isPending}
        error={charts.isError ? errorMessage(charts.error, T.loadFailed) : null}
        onRetry={() => void charts.refetch()}
        emptyMessage={<EmptyListMessage title={T.emptyTitle} text={T.emptyText} />}
        emptyAction={newChart}
        rowAttributes={(chart) => ({ 'data-testid': `chart-row-${chart.id}` })}
        skeletonRows={3}
      />
    </ListPage>
  );
}
