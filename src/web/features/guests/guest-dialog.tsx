import { Button, Group, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { notifySuccess } from '../../app/notify.ts';
import { FormErrors } from '../../ui/form/FormErrors.tsx';
import { useFormFeedback } from '../../ui/form/useFormFeedback.ts';
import { TitledModal } from '../../ui/TitledModal.tsx';
import type { GuestRow } from './api.ts';

/**
 * The guests list's row dialogs (resend, edit, move): a kit form whose submit sends `save`, says the server's
 * message on success and closes, or puts the refusal on the fields and above the form.
 */
export function GuestDialogForm<Values>({
  form,
  save,
  title,
  failed,
  submitLabel,
  busy,
  disabled,
  onDone,
  children,
}: {
  form: UseFormReturnType<Values>;
  save: (values: Values) => Promise<{ message: string }>;
  title: string;
  failed: string;
  submitLabel: string;
  busy: boolean;
  disabled?: boolean;
  onDone: () => void;
  children: ReactNode;
}) {
  const feedback = useFormFeedback(form);
  const submit = form.onSubmit(async (values) => {
    feedback.setFormErrors([]);
    try {
      notifySuccess((await save(values)).message);
      onDone();
    } catch (error) {
      feedback.serverRefused(error, { fallback: failed });
    }
  });
  return (
    <form ref={feedback.ref} onSubmit={submit} noValidate aria-label={title}>
      <Stack gap="md">
        {children}
        <FormErrors messages={feedback.formErrors} />
        <Group justify="flex-end">
          <Button type="submit" loading={busy} disabled={disabled}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The dialog around one guest's form: open while there is a guest, a fresh form per guest. */
export function GuestModal({
  guest,
  title,
  onClose,
  children,
}: {
  guest: GuestRow | null;
  title: string;
  onClose: () => void;
  children: (guest: GuestRow) => ReactNode;
}) {
  return (
    <TitledModal opened={!!guest} onClose={onClose} title={title}>
      {guest ? children(guest) : null}
    </TitledModal>
  );
}
