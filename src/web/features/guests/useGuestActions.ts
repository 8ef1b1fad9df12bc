import { unableTo } from '../../../contracts/errors.messages.ts';
import { notifyApiError, notifySuccess } from '../../app/notify.ts';
import { confirmAction } from '../../ui/confirm.tsx';
import { notifyOutcome } from '../tickets/notify-outcome.ts';
import { cancelOutcome, refundOutcome } from '../tickets/outcomes.ts';
import { CANCEL_MESSAGES } from '../tickets/texts.ts';
import { useCheckIn, useOrganizerCancel, useOrganizerRefund, useUndoCheckIn } from './api.ts';
import type { RowActions } from './guest-cells.tsx';

/**
 * A guest row's actions: check in, undo, and the organizer's Refund and Cancel (each asks first), with a toast for
 * every outcome; `busyId` is the row whose request is running.
 */
export function useGuestActions(eventId: string, ownerId: string): RowActions {
  const checkIn = useCheckIn(eventId);
  const undo = useUndoCheckIn(eventId);
  const cancel = useOrganizerCancel(eventId, ownerId);
  const refund = useOrganizerRefund(eventId, ownerId);

  const busyId =
    (checkIn.isPending && checkIn.variables?.itemId) ||
    (undo.isPending && undo.variables) ||
    (cancel.isPending && cancel.variables) ||
    (refund.isPending && refund.variables) ||
    null;

  return {
    busyId: busyId || null,
    checkIn: (row) =>
      checkIn.mutate(
        { itemId: row.id },
        {
          onSuccess: (reply) => notifySuccess(`${reply.message}: ${reply.guest.name || 'Guest'}`),
          onError: (e) => notifyApiError(e, unableTo('check in this guest')),
        },
      ),
    undo: (row) =>
      undo.mutate(row.id, {
        onSuccess: (reply) => notifySuccess(`${reply.message}: ${reply.guest.name || 'Guest'}`),
        onError: (e) => notifyApiError(e, unableTo('undo the check-in')),
      }),
    refund: async (row) => {
      const ok = await confirmAction({
        title: CANCEL_MESSAGES.confirmTitle,
        message: `${row.name || 'This guest'} gets back what was paid for ${row.ticket} and the ticket stops working. ${CANCEL_MESSAGES.confirmText}.`,
        confirmLabel: 'Refund',
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
        message: `${row.name || 'This guest'}'s ${row.ticket} ticket stops working and its seat goes back on sale. Nothing is refunded. ${CANCEL_MESSAGES.confirmText}.`,
        confirmLabel: 'Cancel ticket',
        cancelLabel: 'Keep ticket',
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
