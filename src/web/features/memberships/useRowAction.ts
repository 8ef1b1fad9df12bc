import { notifyApiError, notifyError, notifySuccess } from '../../app/notify.ts';
import { confirmAction } from '../../ui/confirm.tsx';
import { useMembershipRowAction, type MembershipRowAction } from './api.ts';
import { isConflict } from './form-errors.ts';

export interface RowActionTexts {
  done: string;
  failed: string;
  /** Shown instead of the server's message when the record's state refuses the action (409). */
  blocked?: string;
  /** Ask first (deleting). */
  confirm?: { title: string; message: string; confirmLabel: string };
}

/** A row menu's action on one record: optionally confirmed, then a notification of how it went. */
export function useRowAction(ownerId: string) {
  const mutation = useMembershipRowAction(ownerId);
  const run = async (action: MembershipRowAction, id: string, texts: RowActionTexts) => {
    if (texts.confirm && !(await confirmAction({ ...texts.confirm, danger: true }))) return;
    mutation.mutate(
      { action, id },
      {
        onSuccess: () => notifySuccess(texts.done),
        onError: (error) => (texts.blocked && isConflict(error) ? notifyError(texts.blocked) : notifyApiError(error, texts.failed)),
      },
    );
  };
  return { run: (action: MembershipRowAction, id: string, texts: RowActionTexts) => void run(action, id, texts), busy: mutation.isPending };
}
