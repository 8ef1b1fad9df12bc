import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { SAVE_BAR_TEXTS } from './texts.ts';

/** The end of a short form: its way out (`cancel`, a link or button) and the submit button, busy while saving. */
export function FormActions({
  cancel,
  submitLabel = SAVE_BAR_TEXTS.save,
  busy,
  disabled,
}: {
  cancel?: ReactNode;
  submitLabel?: string;
  busy: boolean;
  disabled?: boolean;
}) {
  return (
    <Group justify="flex-end" gap="sm">
      {cancel}
      <Button type="submit" loading={busy} disabled={disabled}>
        {submitLabel}
      </Button>
    </Group>
  );
}
