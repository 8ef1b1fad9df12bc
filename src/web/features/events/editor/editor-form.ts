import type { UseFormReturnType } from '@mantine/form';
import { MANAGE_EVENT_MESSAGES } from '../../../../contracts/events-management.messages.ts';
import { isApiError } from '../../../app/http.ts';
import { notifyError, notifySuccess } from '../../../app/notify.ts';
import { confirmAction } from '../../../ui/confirm.tsx';
import { placeServerErrors } from './errors.ts';

type SetFormErrors = (messages: string[]) => void;

/** `input(path)`: a field's input props, disabled for those who may not edit. */
export function editableInput<Values>(form: UseFormReturnType<Values>, canEdit: boolean) {
  return (path: string) => ({
    ...form.getInputProps(path),
    disabled: !canEdit,
  });
}

/** After a successful save: the saved values become the form's new starting point, and a "saved" notice. */
export function applySaved<Values>(form: UseFormReturnType<Values>, fresh: Values): void {
  form.setInitialValues(fresh);
  form.setValues(fresh);
  form.resetDirty(fresh);
  notifySuccess(MANAGE_EVENT_MESSAGES.saved);
}

/**
 * A failed save: the server's field errors go on their fields (through `alias`), the rest above the form,
 * and a "save failed" notice.
 */
export function showSaveError<Values>(
  error: unknown,
  form: UseFormReturnType<Values>,
  setFormErrors: SetFormErrors,
  alias?: (key: string) => string | null,
): void {
  if (isApiError(error)) {
    const rest = placeServerErrors(error.fieldErrors, form.getValues(), form.setFieldError, alias);
    setFormErrors(rest.length ? rest : Object.keys(error.fieldErrors).length ? [] : [error.message]);
  } else setFormErrors([MANAGE_EVENT_MESSAGES.saveFailed]);
  notifyError(MANAGE_EVENT_MESSAGES.saveFailed);
}

/** Discard: after a confirmation, the form goes back to its starting values (nothing to do when it is not dirty). */
export async function discardChanges<Values>(form: UseFormReturnType<Values>, setFormErrors: SetFormErrors): Promise<void> {
  if (!form.isDirty()) return;
  if (
    await confirmAction({
      title: 'Discard changes?',
      message: 'Your unsaved changes will be lost.',
      confirmLabel: 'Discard',
      danger: true,
    })
  ) {
    form.reset();
    setFormErrors([]);
  }
}

/**
 * The valid-submit handler of an editor: clears the messages above the form, saves, and then either
 * starts again from the saved values (`save` returns them as form values) or shows what failed.
 */
export function saveHandler<Values>(
  form: UseFormReturnType<Values>,
  setFormErrors: SetFormErrors,
  save: (values: Values) => Promise<Values>,
  options: {
    alias?: () => (key: string) => string | null;
    afterSave?: () => void;
  } = {},
): (values: Values) => Promise<void> {
  return async (values) => {
    setFormErrors([]);
    try {
      const fresh = await save(values);
      options.afterSave?.();
      applySaved(form, fresh);
    } catch (error) {
      showSaveError(error, form, setFormErrors, options.alias?.());
    }
  };
}
