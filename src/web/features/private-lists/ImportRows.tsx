import { ActionIcon, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconCircleCheck, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { BULK_IMPORT_TEXTS as T, LIST_MANAGE_TEXTS } from '../../../contracts/private-lists.messages.ts';
import { ListPager } from '../../ui/list/ListPager.tsx';
import { pageCount } from '../../ui/list/pager.ts';
import type { ErrorRow } from './bulk-import.ts';

/**
 * Why pages: a file may hold 50,000 rows, and the page must stay quick; each list shows ROWS_PER_PAGE at a time
 * with the list kit's pager under it.
 */
const ROWS_PER_PAGE = 50;

/** One page of `items`; the page moves back when rows leave the last one. */
function usePage<T>(items: readonly T[]) {
  const [page, setPage] = useState(1);
  const pages = pageCount(items.length, ROWS_PER_PAGE);
  const current = Math.min(page, pages);
  const shown = items.slice((current - 1) * ROWS_PER_PAGE, current * ROWS_PER_PAGE);
  return { shown, pager: <ListPager page={current} pages={pages} onChange={setPage} />, first: (current - 1) * ROWS_PER_PAGE };
}

/** A list's box: its heading (which says how many rows) after an icon in the list's colour. */
function Section({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group gap={6} wrap="nowrap">
          {icon}
          <Title order={2} fz="md">
            {title}
          </Title>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** A row with an error: its text to fix (not a repeat: that one is locked), the check once valid, and remove. */
function ErrorRowItem({
  row,
  onEdit,
  onAccept,
  onRemove,
}: {
  row: ErrorRow;
  onEdit: (text: string) => void;
  onAccept: () => void;
  onRemove: () => void;
}) {
  const fixed = row.error === null;
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap" data-testid={`import-error-row-${row.id}`}>
      <TextInput
        aria-label={T.rowLabel(row.id + 1)}
        value={row.email}
        error={row.error}
        disabled={row.locked}
        onChange={(e) => onEdit(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            if (fixed) onAccept();
          }
        }}
        rightSection={
          fixed ? (
            <ActionIcon color="green" variant="filled" size="sm" aria-label={T.fixRow} onClick={onAccept}>
              <IconCheck size={14} />
            </ActionIcon>
          ) : null
        }
        style={{ flex: 1 }}
      />
      <ActionIcon variant="subtle" color="red" size="lg" aria-label={T.removeRow} onClick={onRemove}>
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}

/** The rows with an error, a page at a time. */
export function ErrorRows({
  rows,
  onEdit,
  onAccept,
  onRemove,
}: {
  rows: readonly ErrorRow[];
  onEdit: (id: number, text: string) => void;
  onAccept: (id: number) => void;
  onRemove: (id: number) => void;
}) {
  const { shown, pager } = usePage(rows);
  if (!rows.length) return null;
  return (
    <Section title={T.errorRows(rows.length)} icon={<IconAlertCircle size={20} color="var(--mantine-color-red-6)" aria-hidden />}>
      {shown.map((row) => (
        <ErrorRowItem
          key={row.id}
          row={row}
          onEdit={(text) => onEdit(row.id, text)}
          onAccept={() => onAccept(row.id)}
          onRemove={() => onRemove(row.id)}
        />
      ))}
      {pager}
    </Section>
  );
}

/** The addresses that will be imported, a page at a time. */
export function ValidRows({ emails }: { emails: readonly string[] }) {
  const { shown, pager, first } = usePage(emails);
  if (!emails.length) return null;
  return (
    <Section title={T.validRows(emails.length)} icon={<IconCircleCheck size={20} color="var(--mantine-color-green-7)" aria-hidden />}>
      <Table verticalSpacing={6} aria-label={T.validRows(emails.length)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>#</Table.Th>
            <Table.Th>{LIST_MANAGE_TEXTS.columns.email}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((email, i) => (
            <Table.Tr key={email}>
              <Table.Td>
                <Text fz="sm" c="dimmed">
                  {first + i + 1}
                </Text>
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{email}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {pager}
    </Section>
  );
}
