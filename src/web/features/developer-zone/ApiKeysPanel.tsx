import { Anchor, Badge, Button, Text } from '@mantine/core';
import { SectionHeading } from './SectionHeading.tsx';
import { IconExternalLink, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { API_KEYS_TEXTS as T } from '../../../contracts/developer-tools.messages.ts';
import { API_KEY_MESSAGES } from '../../../contracts/webhooks.messages.ts';
import { errorMessage } from '../../app/http.ts';
import { notifyChange } from '../../app/notify.ts';
import { confirmAction } from '../../ui/confirm.tsx';
import { listColumnHelper } from '../../ui/list/columns.ts';
import { DataTable } from '../../ui/list/DataTable.tsx';
import { ListPage, ListToolbar } from '../../ui/list/ListPage.tsx';
import { API_DOCS_PATH, apiKeysQuery, useRevokeApiKey, type ApiKeyView } from './api.ts';
import { accessLabel, keyPreview, lastUsedLabel } from './api-key-rows.ts';
import { logTime } from './delivery-rows.ts';
import { NewApiKeyModal } from './NewApiKeyModal.tsx';

/** Revoke, after a confirmation naming the key: it stops working at once. */
function RevokeButton({ ownerId, apiKey }: { ownerId: string; apiKey: ApiKeyView }) {
  const revoke = useRevokeApiKey(ownerId);
  const confirmRevoke = async () => {
    const ok = await confirmAction({
      title: T.revokeQuestion(apiKey.name),
      message: T.revokeText,
      confirmLabel: T.revokeConfirm,
      cancelLabel: T.cancel,
      danger: true,
    });
    if (!ok) return;
    await notifyChange(revoke.mutateAsync(apiKey.id), API_KEY_MESSAGES.revoked, T.revokeFailed);
  };
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      color="red"
      loading={revoke.isPending}
      onClick={() => void confirmRevoke()}
      aria-label={T.revokeKey(apiKey.name)}
    >
      {T.revoke}
    </Button>
  );
}

const col = listColumnHelper<ApiKeyView>();
const plain = (text: string) => <Text fz="sm">{text}</Text>;

function keyColumns(ownerId: string) {
  return col.columns([
    col.display({
      id: 'name',
      header: T.columns.name,
      meta: { card: 'title' },
      cell: ({ row }) => (
        <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {row.original.name}
        </Text>
      ),
    }),
    col.display({
      id: 'access',
      header: T.columns.access,
      cell: ({ row: { original: key } }) => (
        <Badge size="sm" variant="light" color={key.access === 'write' ? 'orange' : 'blue'} tt="none">
          {accessLabel(key.access)}
        </Badge>
      ),
    }),
    col.display({
      id: 'key',
      header: T.columns.key,
      cell: ({ row }) => (
        <Text fz="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {keyPreview(row.original.prefix)}
        </Text>
      ),
    }),
    col.display({ id: 'createdAt', header: T.columns.createdAt, cell: ({ row }) => plain(logTime(row.original.createdAt)) }),
    col.display({ id: 'lastUsedAt', header: T.columns.lastUsedAt, cell: ({ row }) => plain(lastUsedLabel(row.original.lastUsedAt)) }),
    col.display({
      id: 'createdBy',
      header: T.columns.createdBy,
      cell: ({ row: { original: key } }) => (
        <Text fz="sm" title={`@${key.createdBy.username}`}>
          {key.createdBy.name || `@${key.createdBy.username}`}
        </Text>
      ),
    }),
    col.display({
      id: 'revoke',
      meta: { card: 'corner', srLabel: T.columns.actions },
      cell: ({ row }) => <RevokeButton ownerId={ownerId} apiKey={row.original} />,
    }),
  ]);
}

/**
 * The open API's personal keys (the 'Open API'): what a key reaches and where the documentation is, the
 * owner's live keys (never the keys themselves), 'Create API key' (the key shown once) and Revoke.
 */
export function ApiKeysPanel({ ownerId }: { ownerId: string }) {
  const result = useQuery(apiKeysQuery(ownerId));
  const [creating, setCreating] = useState(false);
  const columns = useMemo(() => keyColumns(ownerId), [ownerId]);
  const createButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
      {T.create}
    </Button>
  );

  return (
    <section aria-label={T.title}>
      <SectionHeading title={T.title}>
        {T.intro}{' '}
        <Anchor href={API_DOCS_PATH} target="_blank" rel="noopener noreferrer" inherit aria-label={T.docsLabel}>
          {T.docs}
          <IconExternalLink size={14} style={{ marginLeft: 4, verticalAlign: 'text-bottom' }} aria-hidden />
        </Anchor>
      </SectionHeading>
      <ListPage toolbar={<ListToolbar actions={createButton} />}>
        <DataTable
          label={T.tableLabel}
          columns={columns}
          rows={result.data?.data}
          getRowId={(key) => key.id}
          loading={result.isPending}
          error={result.isError ? errorMessage(result.error, T.loadFailed) : null}
          onRetry={() => void result.refetch()}
          emptyMessage={T.empty}
          rowAttributes={(key) => ({ 'data-testid': `api-key-row-${key.id}` })}
          skeletonRows={2}
          minWidth={760}
        />
      </ListPage>
      <NewApiKeyModal ownerId={ownerId} opened={creating} onClose={() => setCreating(false)} />
    </section>
  );
}
