import { Alert } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ComponentProps } from 'react';
import { MANAGE_EVENT_MESSAGES } from '../../../../contracts/events-management.messages.ts';
import { EditorFrame } from '../../../ui/form/EditorFrame.tsx';
import { useFormFeedback } from '../../../ui/form/useFormFeedback.ts';
import { editableCheckbox, editableInput } from './editor-form.ts';
export { FormSection as Section } from '../../../ui/FormSection.tsx';

/** What an event editor keeps beside its Mantine form: the kit's feedback, `input` and `check` (see editor-form.ts). */
export function useEditorForm<Values>(form: UseFormReturnType<Values>, canEdit: boolean) {
  const feedback = useFormFeedback(form);
  return { feedback, input: editableInput(form, canEdit), check: editableCheckbox(form, canEdit) };
}

/** The form kit's frame as every event editor uses it: the same width and the same notice for those who may not edit. */
export function EditorForm<Values>(props: Omit<ComponentProps<typeof EditorFrame<Values>>, 'readOnlyNotice' | 'maw'>) {
  return <EditorFrame {...props} maw={920} readOnlyNotice={<Alert color="gray">{MANAGE_EVENT_MESSAGES.noPermission}</Alert>} />;
}
