import { Stack, Text, type StackProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { FormEvent, ReactNode } from 'react';
import { confirmAction } from '../confirm.tsx';
import { FormErrors } from './FormErrors.tsx';
import { SaveBar } from './SaveBar.tsx';
import { CHECK_FORM, DISCARD_CHANGES, LEAVE_UNSAVED, type DialogTexts } from './texts.ts';
import type { FormFeedback } from './useFormFeedback.ts';
import { useLeaveGuard } from './useLeaveGuard.tsx';

/** Discard: after a confirmation, the form goes back to its starting values (nothing to ask when it is not dirty). */
export async function discardChanges<Values>(form: UseFormReturnType<Values>, texts: DialogTexts, onDiscarded?: () => void): Promise<void> {
  if (!form.isDirty()) return;
  if (await confirmAction({ ...texts, danger: true })) {
    form.reset();
    onDiscarded?.();
  }
}

/**
 * The frame of an edit page, so every one looks and behaves alike: the labelled <form>, the notice for those who may
 * not edit, a dimmed `intro`, the messages of a refused save, the fields (`children`), the sticky save bar (editors
 * only; Discard asks first) and the guard against leaving with unsaved changes.
 */
export function EditorFrame<Values>({
  form,
  feedback,
  label,
  canEdit,
  readOnlyNotice,
  intro,
  gap = 'md',
  maw,
  onSubmit,
  saving = form.submitting,
  blockLeave = () => true,
  leaveTexts = LEAVE_UNSAVED,
  discardTexts = DISCARD_CHANGES,
  errorsTitle = CHECK_FORM,
  children,
}: {
  form: UseFormReturnType<Values>;
  feedback: FormFeedback;
  /** The form's aria-label. */
  label: string;
  canEdit: boolean;
  readOnlyNotice?: ReactNode;
  intro?: ReactNode;
  gap?: StackProps['gap'];
  maw?: StackProps['maw'];
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** The save's busy state (by default while the submit handler runs). */
  saving?: boolean;
  /** Whether leaving may be blocked at all (false while the page itself moves away after a save). */
  blockLeave?: () => boolean;
  leaveTexts?: DialogTexts;
  discardTexts?: DialogTexts;
  errorsTitle?: string;
  children: ReactNode;
}) {
  const leaveModal = useLeaveGuard(() => form.isDirty() && blockLeave(), leaveTexts);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // A second Enter while saving must not save twice.
    if (saving) return event.preventDefault();
    onSubmit(event);
  };
  return (
    <form ref={feedback.ref} onSubmit={submit} noValidate aria-label={label}>
      <Stack gap={gap} maw={maw}>
        {!canEdit ? readOnlyNotice : null}
        {intro ? (
          <Text c="dimmed" fz="sm">
            {intro}
          </Text>
        ) : null}
        <FormErrors messages={feedback.formErrors} title={errorsTitle} />
        {children}
        {canEdit ? (
          <SaveBar
            dirty={form.isDirty()}
            saving={saving}
            onDiscard={() => void discardChanges(form, discardTexts, () => feedback.setFormErrors([]))}
          />
        ) : null}
      </Stack>
      {leaveModal}
    </form>
  );
}
