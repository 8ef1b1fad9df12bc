import { Alert, Button, Card, Group, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AUDIT_LOG_TEXTS as T } from '../../../contracts/audit.messages.ts';
import type { AuditEntry } from '../../../contracts/audit.ts';
import { useIsMobile } from '../../app/responsive.ts';
import { EmptyBlock } from '../../ui/EmptyBlock.tsx';
import { auditLogQuery, type AuditLogFilters } from './api.ts';
import { dayBound, formatWhen, pageCount, stateText } from './audit-format.ts';

interface FilterFields {
  adminId: string;
  ownerId: string;
  targetId: string;
  action: string;
  from: string;
  to: string;
}

const NO_FILTERS: FilterFields = { adminId: '', ownerId: '', targetId: '', action: '', from: '', to: '' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idOrNothing = (text: string) => (UUID.test(text.trim()) ? text.trim() : undefined);

/** The typed filters as the query the server takes (an id that is not one yet is left out, not sent). */
function queryOf(f: FilterFields, page: number): AuditLogFilters {
  return {
    page,
    adminId: idOrNothing(f.adminId),
    ownerId: idOrNothing(f.ownerId),
    targetId: f.targetId.trim() || undefined,
    action: f.action.trim() || undefined,
    from: dayBound(f.from, false),
    to: dayBound(f.to, true),
  };
}

/** The audit log for site admins: filters, newest first, paged; a card per act on a phone. */
export function AuditLogPanel() {
  const [fields, setFields] = useState(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(fields, 300);
  const result = useQuery(auditLogQuery(queryOf(debounced, page)));
  const isMobile = useIsMobile();
  const set = (key: keyof FilterFields) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setFields({ ...fields, [key]: event.currentTarget.value });
    setPage(1);
  };
  const pages = result.data ? pageCount(result.data.totalCount, result.data.perPage) : 1;

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {T.title}
      </Title>
      <Group gap="sm" align="end" wrap="wrap">
        <TextInput label={T.filterAdmin} value={fields.adminId} onChange={set('adminId')} w={{ base: '100%', sm: 200 }} />
        <TextInput label={T.filterOwner} value={fields.ownerId} onChange={set('ownerId')} w={{ base: '100%', sm: 200 }} />
        <TextInput label={T.filterTarget} value={fields.targetId} onChange={set('targetId')} w={{ base: '100%', sm: 200 }} />
        <TextInput label={T.filterAction} value={fields.action} onChange={set('action')} w={{ base: '100%', sm: 200 }} />
        <TextInput type="date" label={T.filterFrom} value={fields.from} onChange={set('from')} w={{ base: '47%', sm: 160 }} />
        <TextInput type="date" label={T.filterTo} value={fields.to} onChange={set('to')} w={{ base: '47%', sm: 160 }} />
        <Button variant="subtle" onClick={() => (setFields(NO_FILTERS), setPage(1))}>
          {T.clear}
        </Button>
      </Group>
      {result.isPending ? (
        <Skeleton height={240} radius="md" />
      ) : result.isError ? (
        <Alert color="red" role="alert" title={T.loadFailed}>
          <Button mt="sm" variant="light" color="red" onClick={() => void result.refetch()}>
            {T.tryAgain}
          </Button>
        </Alert>
      ) : result.data.data.length === 0 ? (
        <EmptyBlock title={T.empty} />
      ) : (
        <Stack gap="sm" style={{ opacity: result.isPlaceholderData ? 0.6 : 1 }}>
          {isMobile ? <AuditCards rows={result.data.data} /> : <AuditTable rows={result.data.data} />}
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" c="dimmed">
              {T.total(result.data.totalCount)} · {T.pageOf(page, pages)}
            </Text>
            <Group gap="xs">
              <Button variant="default" size="xs" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {T.previous}
              </Button>
              <Button variant="default" size="xs" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {T.next}
              </Button>
            </Group>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}

const personOf = (p: AuditEntry['admin'] | null) => (p ? (p.name ?? p.id) : T.siteWide);

function AuditTable({ rows }: { rows: AuditEntry[] }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {[T.when, T.admin, T.action, T.target, T.area, T.changes].map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatWhen(r.createdAt)}</Table.Td>
              <Table.Td>{personOf(r.admin)}</Table.Td>
              <Table.Td>
                <Text size="sm">{r.summary}</Text>
                <Text size="xs" c="dimmed" ff="monospace">
                  {r.action}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="xs" ff="monospace">{`${r.targetType} ${r.targetId}`}</Text>
              </Table.Td>
              <Table.Td>{personOf(r.owner)}</Table.Td>
              <Table.Td>
                <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
                  {stateText(r.before)} → {stateText(r.after)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function AuditCards({ rows }: { rows: AuditEntry[] }) {
  return (
    <Stack gap="xs">
      {rows.map((r) => (
        <Card key={r.id} withBorder padding="sm" radius="md">
          <Text size="sm" fw={600}>
            {r.summary}
          </Text>
          <Text size="xs" c="dimmed">
            {formatWhen(r.createdAt)} · {personOf(r.admin)} · {personOf(r.owner)}
          </Text>
          <Text size="xs" ff="monospace" mt={4} style={{ wordBreak: 'break-all' }}>
            {`${r.targetType} ${r.targetId}`}
          </Text>
          <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
            {T.before}: {stateText(r.before, 80)}
          </Text>
          <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
            {T.after}: {stateText(r.after, 80)}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}
