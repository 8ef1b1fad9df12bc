import type { UseFormReturnType } from '@mantine/form';
import { MANAGE_EVENT_MESSAGES } from '../../../../contracts/events-management.messages.ts';
import { notifySuccess } from '../../../app/notify.ts';
import type { FieldAlias } from '../../../ui/form/field-errors.ts';
import { CHECK_FIELDS } from '../../../ui/form/texts.ts';
import type { FormFeedback } from '../../../ui/form/useFormFeedback.ts';

/** `input(path)`: a field's input props, disabled for those who may not edit. */
export function editableInput<Values>(form: UseFormReturnType<Values>, canEdit: boolean) {
  return (path: string) => ({
    ...form.getInputProps(path),
    disabled: !canEdit,
  });
}

/** `check(path)`: a checkbox or switch's props, disabled for those who may not edit. */
export function editableCheckbox<Values>(form: UseFormReturnType<Values>, canEdit: boolean) {
  return (path: string) => ({
    ...form.getInputProps(path, { type: 'checkbox' }),
    disabled: !canEdit,
  });
}

/** What the parts of a long editor get from it: the form, `input` and `check`, and whether the viewer may edit. */
export interface EditorPartProps<Values> {
  form: UseFormReturnType<Values>;
  input: ReturnType<typeof editableInput<Values>>;
  check: ReturnType<typeof editableCheckbox<Values>>;
  canEdit: boolean;
}

/** After a successful save: the saved values become the form's new starting point, and a "saved" notice. */
export function applySaved<Values>(form: UseFormReturnType<Values>, fresh: Values): void {
  form.setInitialValues(fresh);
  form.setValues(fresh);
  form.resetDirty(fresh);
  notifySuccess(MANAGE_EVENT_MESSAGES.saved);
}

/**
 * The submit handlers of an event editor (for `form.onSubmit`): a valid form is saved and starts again from the saved
 * values (`save` returns them as form values), or shows on its fields and above them what the server refused; an
 * invalid one says so. Either way the first error is brought into view.
 */
export function editorSubmit<Values>(
  form: UseFormReturnType<Values>,
  feedback: FormFeedback,
  save: (values: Values) => Promise<Values>,
  options: { alias?: () => FieldAlias; afterSave?: () => void } = {},
) {
  return form.onSubmit(
    async (values) => {
      feedback.setFormErrors([]);
      try {
        const fresh = await save(values);
        options.afterSave?.();
        applySaved(form, fresh);
      } catch (error) {
        const { saveFailed } = MANAGE_EVENT_MESSAGES;
        feedback.serverRefused(error, { alias: options.alias?.(), fallback: saveFailed, toast: saveFailed });
      }
    },
    () => feedback.refused({ toast: CHECK_FIELDS }),
  );
}
