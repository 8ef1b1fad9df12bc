import { Badge, Group, Menu, Stack, Text } from '@mantine/core';
import { SectionHeading } from './SectionHeading.tsx';
import { IconPencil, IconPlus, IconSend, IconTrash, IconWebhook } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { DEVELOPER_ZONE_TEXTS as D, WEBHOOKS_TABLE_TEXTS as T } from '../../../contracts/developer-zone.messages.ts';
import { WEBHOOK_LIMITS, WEBHOOK_MESSAGES as M } from '../../../contracts/webhooks.messages.ts';
import { formatOrderDate } from '../../../domain/dates.ts';
import { webhookDelivers } from '../../../domain/webhooks.ts';
import { notifyApiError, notifyChange, notifySuccess } from '../../app/notify.ts';
import { confirmAction } from '../../ui/confirm.tsx';
import { EmptyBlock } from '../../ui/EmptyBlock.tsx';
import { AnchorLink, ButtonLink } from '../../ui/links.tsx';
import { ACTIONS_META, listColumnHelper } from '../../ui/list/columns.ts';
import { DataTable } from '../../ui/list/DataTable.tsx';
import { listQueryState } from '../../ui/list/list-query-state.ts';
import { ListFooter } from '../../ui/list/ListFooter.tsx';
import { ListPage } from '../../ui/list/ListPage.tsx';
import { RowMenu } from '../../ui/RowMenu.tsx';
import { useDeleteWebhook, useSendTestEvent, webhooksQuery, type WebhookView } from './api.ts';
import { richTextText } from './rich-text.ts';
import { SecretCell } from './SecretCell.tsx';
import { eventChips, webhookStatusLabel } from './webhook-rows.ts';

/** Edit, Send test event, or Delete after a confirmation (content-management 8: its toasts). */
function RowActions({ row, ownerId, username }: { row: WebhookView; ownerId: string; username: string }) {
  const remove = useDeleteWebhook(ownerId);
  const sendTest = useSendTestEvent(ownerId);
  const confirmDelete = async () => {
    const ok = await confirmAction({
      title: T.deleteQuestion,
      message: T.deleteText(row.url),
      confirmLabel: T.deleteConfirm,
      cancelLabel: T.cancel,
      danger: true,
    });
    if (!ok) return;
    await notifyChange(remove.mutateAsync(row.id), M.deleted, M.deleteFailed);
  };
  const test = () =>
    sendTest.mutate({ id: row.id }, { onSuccess: () => notifySuccess(M.testSent), onError: (error) => notifyApiError(error, T.testFailed) });
  return (
    <RowMenu label={T.rowActions(row.url)} loading={remove.isPending || sendTest.isPending}>
      <Menu.Item
        leftSection={<IconPencil size={16} />}
        renderRoot={(props) => <Link to="/manage/$username/developer-zone/edit/$id" params={{ username, id: row.id }} {...props} />}
      >
        {T.edit}
      </Menu.Item>
      <Menu.Item leftSection={<IconSend size={16} />} onClick={test}>
        {T.sendTest}
      </Menu.Item>
      <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => void confirmDelete()}>
        {T.delete}
      </Menu.Item>
    </RowMenu>
  );
}

function EventTypesCell({ row }: { row: WebhookView }) {
  const { shown, more } = eventChips(row.eventTypes);
  return (
    <Group gap={4}>
      {shown.map((label) => (
        <Badge key={label} size="sm" variant="light" color="gray" tt="none" ff="monospace">
          {label}
        </Badge>
      ))}
      {more ? (
        <Text span fz="xs" c="dimmed">
          {T.moreEvents(more)}
        </Text>
      ) : null}
    </Group>
  );
}

function StatusCell({ row }: { row: WebhookView }) {
  const active = webhookDelivers(row.status);
  return (
    <Stack gap={2}>
      <Badge size="sm" variant={active ? 'filled' : 'light'} color={active ? 'green' : 'gray'} tt="none" data-status={active ? 'active' : 'paused'}>
        {webhookStatusLabel(row.status)}
      </Badge>
      {row.failingSince ? (
        <Text fz="xs" c="red">
          {T.failingSince(formatOrderDate(new Date(row.failingSince)))}
        </Text>
      ) : null}
    </Stack>
  );
}

const col = listColumnHelper<WebhookView>();

/** The spec's columns (content-management 2.8): URL (to its edit page), description, status, event types, secret, created. */
function webhookColumns(ownerId: string, username: string) {
  return col.columns([
    col.display({
      id: 'url',
      header: T.columns.url,
      meta: { card: 'title' },
      cell: ({ row: { original: row } }) => (
        <AnchorLink
          to="/manage/$username/developer-zone/edit/$id"
          params={{ username, id: row.id }}
          fz="sm"
          fw={600}
          ff="monospace"
          display="block"
          maw={{ base: '100%', sm: 320 }}
          style={{ overflowWrap: 'anywhere' }}
        >
          {row.url}
        </AnchorLink>
      ),
    }),
    col.display({
      id: 'description',
      header: T.columns.description,
      meta: { cardWide: true },
      cell: ({ row: { original: row } }) => (
        <Text fz="sm" lineClamp={2} maw={280}>
          {richTextText(row.description) || '—'}
        </Text>
      ),
    }),
    col.display({ id: 'status', header: T.columns.status, cell: ({ row }) => <StatusCell row={row.original} /> }),
    col.display({
      id: 'eventTypes',
      header: T.columns.eventTypes,
      meta: { cardWide: true },
      cell: ({ row }) => <EventTypesCell row={row.original} />,
    }),
    col.display({
      id: 'secretKey',
      header: T.columns.secretKey,
      meta: { cardWide: true },
      cell: ({ row: { original: row } }) => <SecretCell secret={row.secretKey} url={row.url} />,
    }),
    col.display({
      id: 'createdAt',
      header: T.columns.createdAt,
      cell: ({ row: { original: row } }) => (
        <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatOrderDate(new Date(row.createdAt))}
        </Text>
      ),
    }),
    col.display({ id: 'actions', meta: ACTIONS_META, cell: ({ row }) => <RowActions row={row.original} ownerId={ownerId} username={username} /> }),
  ]);
}

/**
 * The owner's webhooks (content-management 2.8), newest first, WEBHOOK_LIMITS.pageSize a page. The page is component
 * state: the developer zone's address carries no list params (the logs table below keeps its filters so too).
 * Before the first webhook, an empty state with 'Generate Webhook'.
 */
export function WebhooksTable({ ownerId, username }: { ownerId: string; username: string }) {
  const [page, setPage] = useState(1);
  const perPage = WEBHOOK_LIMITS.pageSize;
  const result = useQuery(webhooksQuery(ownerId, { page, perPage }));
  const columns = useMemo(() => webhookColumns(ownerId, username), [ownerId, username]);
  const generate = (
    <ButtonLink to="/manage/$username/developer-zone/new" params={{ username }} leftSection={<IconPlus size={16} />}>
      {D.generateWebhook}
    </ButtonLink>
  );

  const heading = <SectionHeading title={T.title}>{T.intro}</SectionHeading>;
  if (result.data?.totalCount === 0 && page === 1) {
    return (
      <section aria-label={T.tableLabel}>
        {heading}
        <EmptyBlock icon={<IconWebhook size={28} />} title={T.emptyTitle} description={T.emptyText} action={generate} />
      </section>
    );
  }

  return (
    <section aria-label={T.tableLabel}>
      {heading}
      <ListPage footer={<ListFooter total={result.data?.totalCount} perPage={perPage} page={page} noun={T.noun} onPage={(p) => setPage(p ?? 1)} />}>
        <DataTable
          label={T.tableLabel}
          columns={columns}
          rows={result.data?.data}
          getRowId={(row) => row.id}
          {...listQueryState(result, T.loadFailed)}
          rowAttributes={(row) => ({ 'data-testid': `webhook-row-${row.id}`, 'data-status': row.status ?? 'new' })}
          minWidth={960}
          skeletonRows={3}
        />
      </ListPage>
    </section>
  );
}
