import { Button, CloseButton, Group, Paper, Stack, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useRef, useState, type ReactNode } from 'react';
import { MEMBERSHIP_AREA_TEXTS as A, TIER_LEAVE_TEXTS } from '../../../contracts/memberships.messages.ts';
import { notifyError } from '../../app/notify.ts';
import { applyServerFieldErrors } from '../../ui/form/field-errors.ts';
import { FormErrors } from '../../ui/form/FormErrors.tsx';
import { CHECK_FORM, type DialogTexts } from '../../ui/form/texts.ts';
import { useFormFeedback } from '../../ui/form/useFormFeedback.ts';
import { useLeaveGuard } from '../../ui/form/useLeaveGuard.tsx';
import { errorMessages, serverErrorList } from './form-errors.ts';

/** The memberships forms' leave modal: the spec's words for the tier form (content-management 2.2), on all three. */
export const LEAVE_TEXTS: DialogTexts = {
  title: TIER_LEAVE_TEXTS.title,
  message: TIER_LEAVE_TEXTS.text,
  confirmLabel: TIER_LEAVE_TEXTS.leave,
  cancelLabel: TIER_LEAVE_TEXTS.stay,
};

/**
 * What the tier, benefit and member forms share: the kit's feedback, the leave guard (off once a save succeeded, so
 * the page can move on), and submit handlers. A refused save lists every message above the form (titled with the
 * form's failure text when the server refused it), marks the fields and scrolls to the first error.
 */
export function useRecordForm<Values>(form: UseFormReturnType<Values>, saveFailed: string) {
  const feedback = useFormFeedback(form);
  const [serverFailed, setServerFailed] = useState(false);
  const saved = useRef(false);
  const leaveModal = useLeaveGuard(() => form.isDirty() && !saved.current, LEAVE_TEXTS);

  /** A submit handler that saves valid values with `save`, which resolves to where to go next. */
  const submitWith = (save: (values: Values) => Promise<() => void>) =>
    form.onSubmit(
      async (values) => {
        feedback.setFormErrors([]);
        try {
          const next = await save(values);
          saved.current = true;
          next();
        } catch (error) {
          applyServerFieldErrors(form, error);
          setServerFailed(true);
          feedback.setFormErrors(serverErrorList(error, saveFailed));
          notifyError(saveFailed);
          feedback.reveal();
        }
      },
      (errors) => {
        setServerFailed(false);
        feedback.refused({ messages: errorMessages(errors) });
      },
    );

  return { feedback, leaveModal, errorsTitle: serverFailed ? saveFailed : CHECK_FORM, submitWith };
}

export type RecordFormFlow = ReturnType<typeof useRecordForm>;

/**
 * A memberships record page (Add Tier, Edit Benefit, ...): the title with a close button, the refused save's
 * messages, the fields, then Cancel, any other action and Save. Close and Cancel go back to the list.
 */
export function RecordForm({
  title,
  flow,
  onSubmit,
  onClose,
  busy,
  saveDisabled = false,
  extraAction,
  children,
}: {
  title: string;
  flow: RecordFormFlow;
  onSubmit: () => void;
  onClose: () => void;
  busy: boolean;
  /** Saving is not possible yet (the page says why). */
  saveDisabled?: boolean;
  extraAction?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form
      ref={flow.feedback.ref}
      onSubmit={(e) => {
        e.preventDefault();
        if (!busy && !saveDisabled) onSubmit();
      }}
      noValidate
      aria-label={title}
    >
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={880}>
        <Stack gap="lg">
          <Group justify="space-between" align="center" wrap="nowrap">
            <Title order={2} fz="xl">
              {title}
            </Title>
            <CloseButton size="lg" aria-label={A.close} onClick={onClose} />
          </Group>
          <FormErrors messages={flow.feedback.formErrors} title={flow.errorsTitle} />
          {children}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {A.cancel}
            </Button>
            {extraAction}
            <Button type="submit" loading={busy} disabled={saveDisabled}>
              {A.save}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {flow.leaveModal}
    </form>
  );
}
