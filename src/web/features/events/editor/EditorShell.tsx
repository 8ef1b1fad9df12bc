import { Alert, Box, Stack, Text, type StackProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { MANAGE_EVENT_MESSAGES } from '../../../../contracts/events-management.messages.ts';
import { SaveBar, useUnsavedChangesGuard } from '../../../ui/unsaved.tsx';
import { discardChanges, editableInput } from './editor-form.ts';
export { FormSection as Section } from '../../../ui/FormSection.tsx';

/** Messages of a failed save that belong to no single field. */
function FormErrors({ messages }: { messages: string[] }) {
  if (!messages.length) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" title="Please check the form">
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <Box component="ul" m={0} pl="md">
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
}

/**
 * What an event editor keeps beside its Mantine form: the messages of a failed save that belong to no field
 * (`setFormErrors`, for `saveHandler`), `input` (see `editableInput`), and `frame`, the props `EditorForm` takes from them.
 */
export function useEditorForm<Values>(form: UseFormReturnType<Values>, canEdit: boolean) {
  const [formErrors, setFormErrors] = useState<string[]>([]);
  return { setFormErrors, input: editableInput(form, canEdit), frame: { form, canEdit, formErrors, setFormErrors } };
}

/**
 * The frame every event editor form shares, so they look and behave alike: the labelled form, the notice for those who
 * may not edit, the dimmed `intro`, the messages of a failed save, the fields (`children`), the Save bar (for editors;
 * Discard asks first) and the modal that warns before leaving with unsaved changes.
 */
export function EditorForm<Values>({
  form,
  label,
  canEdit,
  intro,
  gap = 'md',
  onSubmit,
  formErrors,
  setFormErrors,
  saving,
  children,
}: {
  form: UseFormReturnType<Values>;
  /** The form's aria-label. */
  label: string;
  canEdit: boolean;
  intro?: ReactNode;
  gap?: StackProps['gap'];
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  formErrors: string[];
  setFormErrors: (messages: string[]) => void;
  saving: boolean;
  children: ReactNode;
}) {
  const unsavedModal = useUnsavedChangesGuard(() => form.isDirty());
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap={gap} maw={920}>
        {!canEdit ? <Alert color="gray">{MANAGE_EVENT_MESSAGES.noPermission}</Alert> : null}
        {intro ? (
          <Text c="dimmed" fz="sm">
            {intro}
          </Text>
        ) : null}
        <FormErrors messages={formErrors} />
        {children}
        {canEdit ? <SaveBar dirty={form.isDirty()} saving={saving} onDiscard={() => void discardChanges(form, setFormErrors)} /> : null}
      </Stack>
      {unsavedModal}
    </form>
  );
}
