import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** The end of a short form: its way out (`cancel`, a link or button) and the submit button, busy while saving. */
export function FormActions({
  cancel,
  submitLabel = 'Save',
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
