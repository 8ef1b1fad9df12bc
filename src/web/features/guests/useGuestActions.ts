import { notifyApiError, notifySuccess } from '../../app/notify.ts';
import { confirmAction } from '../../ui/confirm.tsx';
import { notifyOutcome, cancelOutcome, refundOutcome, CANCEL_MESSAGES, GUESTS_TEXTS as T, SHARED_TEXTS } from '../tickets/index.ts';
import { useCheckIn, useOrganizerCancel, useOrganizerRefund, useUndoCheckIn } from './api.ts';
import type { RowActions } from './guest-cells.tsx';

/**
 * A guest row's actions: check in, undo, and the organizer's Refund and Cancel (each asks first), with a toast for
 * every outcome; `busyId` is the row whose request is running. On one date's view (`occurrenceId`), check-in and
 * undo are for that date.
 */
export function useGuestActions(eventId: string, ownerId: string, occurrenceId?: string): RowActions {
  const checkIn = useCheckIn(eventId);
  const undo = useUndoCheckIn(eventId);
  const cancel = useOrganizerCancel(eventId, ownerId);
  const refund = useOrganizerRefund(eventId, ownerId);

  const busyId =
    (checkIn.isPending && checkIn.variables?.itemId) ||
    (undo.isPending && undo.variables?.itemId) ||
    (cancel.isPending && cancel.variables) ||
    (refund.isPending && refund.variables) ||
    null;

  return {
    busyId: busyId || null,
    checkIn: (row) =>
      checkIn.mutate(
        { itemId: row.id, occurrenceId },
        {
          onSuccess: (reply) => notifySuccess(`${reply.message}: ${reply.guest.name || SHARED_TEXTS.guest}`),
          onError: (e) => notifyApiError(e, T.checkInFailed),
        },
      ),
    undo: (row) =>
      undo.mutate(
        { itemId: row.id, occurrenceId },
        {
          onSuccess: (reply) => notifySuccess(`${reply.message}: ${reply.guest.name || SHARED_TEXTS.guest}`),
          onError: (e) => notifyApiError(e, T.undoFailed),
        },
      ),
    refund: async (row) => {
      const ok = await confirmAction({
        title: CANCEL_MESSAGES.confirmTitle,
        message: `${T.refundConfirm(row.name || T.thisGuest, row.ticket)} ${CANCEL_MESSAGES.confirmText}.`,
        confirmLabel: T.refund,
        danger: true,
      });
      if (!ok) return;
      refund.mutate(row.id, {
        onSuccess: () => notifyOutcome(refundOutcome({})),
        onError: (e) => notifyOutcome(refundOutcome({ error: e })),
      });
    },
    cancel: async (row) => {
      const ok = await confirmAction({
        title: CANCEL_MESSAGES.confirmTitle,
        message: `${T.cancelConfirm(row.name || T.thisGuest, row.ticket)} ${CANCEL_MESSAGES.confirmText}.`,
        confirmLabel: T.cancelTicket,
        cancelLabel: CANCEL_MESSAGES.keepTicket,
        danger: true,
      });
      if (!ok) return;
      cancel.mutate(row.id, {
        onSuccess: () => notifyOutcome(cancelOutcome({})),
        onError: (e) => notifyOutcome(cancelOutcome({ error: e })),
      });
    },
  };
}
