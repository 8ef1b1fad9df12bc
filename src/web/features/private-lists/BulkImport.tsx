import { Alert, Button, Center, FileButton, Group, Loader, Stack, Text } from '@mantine/core';
import { IconFileTypeCsv, IconInfoCircle, IconUpload, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { BULK_IMPORT_TEXTS as T, LIST_MANAGE_TEXTS } from '../../../contracts/private-lists.messages.ts';
import { errorMessage } from '../../app/http.ts';
import { notifySuccess } from '../../app/notify.ts';
import { FormErrors } from '../../ui/form/FormErrors.tsx';
import { LEAVE_UNSAVED } from '../../ui/form/texts.ts';
import { useLeaveGuard } from '../../ui/form/useLeaveGuard.tsx';
import { ButtonLink } from '../../ui/links.tsx';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { memberEmailsQuery, useAddMembers, type PrivateListView } from './api.ts';
import { acceptRow, editRow, importState, readEmailFile, removeRow, type ImportState } from './bulk-import.ts';
import { ErrorRows, ValidRows } from './ImportRows.tsx';
import { ListPanel } from './ListPanel.tsx';

/** The picked file: its name, the header row it skipped and its rows (a new pick starts the row pages again). */
interface Picked {
  name: string;
  key: number;
  header: string | null;
  rows: ImportState;
}

/**
 * Bulk Import (content-management 2.5, 4, 5): a CSV read in the browser (papaparse), its rows checked against each
 * other and the list's people; rows with an error are fixed (the check moves them to the valid list) or removed;
 * Import sends the valid ones in one request (the server checks them again). Leaving with a file asks first.
 */
export function BulkImport({ ownerId, username, list }: { ownerId: string; username: string; list: PrivateListView }) {
  const navigate = useNavigate();
  const members = useQuery(memberEmailsQuery(ownerId, list.id));
  const add = useAddMembers(ownerId, list.id);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [parsing, setParsing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const resetInput = useRef<() => void>(null);
  const saved = useRef(false);
  const leaveModal = useLeaveGuard(() => picked !== null && !saved.current, LEAVE_UNSAVED);
  const listPage = { to: '/manage/$username/lists/manage/$id', params: { username, id: list.id } } as const;

  const pick = async (file: File | null) => {
    setProblem(null);
    setPicked(null);
    setParsing(true);
    const read = await readEmailFile(file);
    setParsing(false);
    resetInput.current?.();
    if (!read.ok) return setProblem(read.message);
    setPicked({ name: file!.name, key: Date.now(), header: read.header, rows: importState(read.cells, new Set(members.data?.emails)) });
  };

  const change = (next: (rows: ImportState) => ImportState) => setPicked((p) => (p ? { ...p, rows: next(p.rows) } : p));

  const discard = () => {
    setPicked(null);
    setProblem(null);
  };

  const importRows = async () => {
    if (!picked) return setProblem(T.noFile);
    setProblem(null);
    try {
      await add.mutateAsync(picked.rows.valid);
      notifySuccess(T.added);
      saved.current = true;
      void navigate(listPage);
    } catch (error) {
      setProblem(errorMessage(error, T.importFailed));
    }
  };

  // Without the list's addresses no row could say 'Email already exists in the list'.
  if (members.isError) return <RetryAlert message={LIST_MANAGE_TEXTS.fetchFailed} onRetry={() => void members.refetch()} />;
  const valid = picked?.rows.valid.length ?? 0;
  return (
    <ListPanel title={T.title} subtitle={list.name} close={listPage} closeLabel={T.close} maw={880}>
      {/* Busy until the list's addresses are in: the file can be chosen only then. */}
      <Stack gap="xs" aria-busy={members.isPending || undefined}>
        <Group gap="sm">
          <FileButton onChange={(file) => void pick(file)} accept=".csv,text/csv" resetRef={resetInput} disabled={members.isPending || parsing}>
            {/* Disabled on the button too: FileButton only ignores the click, which looked like a dead button. */}
            {(props) => (
              <Button {...props} disabled={members.isPending || parsing} variant="light" leftSection={<IconFileTypeCsv size={18} />}>
                {T.chooseFile}
              </Button>
            )}
          </FileButton>
          {picked ? (
            <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
              <Text fz="sm" fw={500} truncate>
                {picked.name}
              </Text>
              <Button variant="subtle" color="gray" size="compact-sm" leftSection={<IconX size={14} />} onClick={discard}>
                {T.discard}
              </Button>
            </Group>
          ) : null}
        </Group>
        <Text fz="sm" c="dimmed">
          {T.fileHint}
        </Text>
      </Stack>

      {parsing ? (
        <Center py="lg">
          <Loader role="status" aria-label={T.parsing} />
        </Center>
      ) : null}

      {picked ? (
        <Stack gap="md" key={picked.key}>
          {picked.header === null ? null : (
            <Alert color="blue" icon={<IconInfoCircle size={18} />} role="status">
              {T.headerSkipped(picked.header)}
            </Alert>
          )}
          <ErrorRows
            rows={picked.rows.errors}
            onEdit={(id, text) => change((rows) => editRow(rows, id, text))}
            onAccept={(id) => change((rows) => acceptRow(rows, id))}
            onRemove={(id) => change((rows) => removeRow(rows, id))}
          />
          <ValidRows emails={picked.rows.valid} />
        </Stack>
      ) : null}

      <FormErrors messages={problem ? [problem] : []} />

      <Group justify="flex-end" gap="sm">
        <ButtonLink {...listPage} variant="default">
          {T.cancel}
        </ButtonLink>
        <Button
          leftSection={<IconUpload size={16} />}
          loading={add.isPending}
          disabled={parsing || (picked !== null && valid === 0)}
          onClick={() => void importRows()}
        >
          {picked ? T.submit(valid) : T.title}
        </Button>
      </Group>
      {leaveModal}
    </ListPanel>
  );
}
