import { Alert, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { EXPORT_TEXTS, PATRONS_TEXTS, REPORTING_TEXTS } from '../../../../contracts/reporting.messages.ts';
import type { ExportView } from './api.ts';
import { progressPercent, type ExportOutcome } from './export-progress.ts';

/**
 * The export's dialog: preparing with its progress and Cancel, then 'Your export is ready' (the file downloads by
 * itself; Download fetches it again), or the failure. The ×, Escape and Cancel cancel an export being prepared.
 */
export function ExportDialog({
  outcome,
  onDismiss,
  onDownload,
}: {
  outcome: ExportOutcome | null;
  onDismiss: () => void;
  onDownload: (view: ExportView) => void;
}) {
  const preparing = outcome?.phase === 'preparing';
  return (
    <Modal
      opened={outcome !== null && outcome.phase !== 'canceled'}
      onClose={onDismiss}
      title={REPORTING_TEXTS.exportCsv}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': preparing ? EXPORT_TEXTS.cancel : PATRONS_TEXTS.close }}
    >
      {outcome ? <DialogBody outcome={outcome} onDismiss={onDismiss} onDownload={onDownload} /> : null}
    </Modal>
  );
}

function DialogBody({ outcome, onDismiss, onDownload }: { outcome: ExportOutcome; onDismiss: () => void; onDownload: (view: ExportView) => void }) {
  switch (outcome.phase) {
    case 'preparing': {
      const percent = progressPercent(outcome.rowsDone, outcome.rowsTotal);
      return (
        <Stack gap="md">
          <Text>{EXPORT_TEXTS.preparing}</Text>
          <Progress
            value={percent ?? 100}
            animated={percent === null}
            striped={percent === null}
            aria-label={EXPORT_TEXTS.preparing}
            transitionDuration={200}
          />
          <Text size="sm" c="dimmed" aria-live="polite">
            {EXPORT_TEXTS.progress(outcome.rowsDone, outcome.rowsTotal)}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onDismiss} data-autofocus>
              {EXPORT_TEXTS.cancel}
            </Button>
          </Group>
        </Stack>
      );
    }
    case 'done':
      return (
        <Stack gap="md">
          <Text role="status">{EXPORT_TEXTS.done}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onDismiss}>
              {PATRONS_TEXTS.close}
            </Button>
            <Button leftSection={<IconDownload size={16} />} onClick={() => onDownload(outcome.view)} data-autofocus>
              {EXPORT_TEXTS.download}
            </Button>
          </Group>
        </Stack>
      );
    case 'failed':
      return (
        <Stack gap="md">
          <Alert color="red" role="alert">
            {outcome.message}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onDismiss} data-autofocus>
              {PATRONS_TEXTS.close}
            </Button>
          </Group>
        </Stack>
      );
    case 'canceled':
      return null;
  }
}
