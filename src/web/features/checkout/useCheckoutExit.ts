import { useState } from 'react';
import { CHECKOUT_PAGE_TEXTS } from '../../../contracts/checkout.messages.ts';
import { confirmAction } from '../../ui/confirm.tsx';
import { useReleaseOrder, useTimesUpRelease } from './api.ts';
import type { CheckoutData } from './useCheckoutData.ts';
import type { CheckoutDraftState, CheckoutScope } from './useCheckoutDraft.ts';
import type { CheckoutHandoff } from './useCheckoutHandoff.ts';

/**
 * Ending a session without buying: the close button ('Leave checkout?' while tickets are held, which cancels the
 * order) and the Time's up modal, whose close cancels the order and leaves, and whose 'Try again now' cancels it
 * and starts a new session on the ticket step in one click.
 */
export function useCheckoutExit(scope: CheckoutScope, state: CheckoutDraftState, data: CheckoutData, handoff: CheckoutHandoff) {
  const { eventId, onStep } = scope;
  const { draft, restart, clear } = state;
  const { loadedOrder } = data;
  /** The server said the time ran out before the timer did. */
  const [timesUpForced, setTimesUpForced] = useState(false);
  const release = useReleaseOrder();
  const timesUpRelease = useTimesUpRelease(eventId);

  const closeCheckout = async () => {
    const pendingOrder = loadedOrder && loadedOrder.order.status === 'pending' ? loadedOrder.order.id : null;
    if (pendingOrder) {
      const ok = await confirmAction({
        title: CHECKOUT_PAGE_TEXTS.leaveTitle,
        message: CHECKOUT_PAGE_TEXTS.leaveMessage,
        confirmLabel: CHECKOUT_PAGE_TEXTS.leave,
        cancelLabel: CHECKOUT_PAGE_TEXTS.stay,
      });
      if (!ok) return;
      handoff.finishing.current = true;
      await release.mutateAsync({ orderId: pendingOrder, status: 'canceled' });
    }
    handoff.finishing.current = true;
    clear();
    handoff.exit();
  };

  const timesUpClose = async () => {
    handoff.finishing.current = true;
    await timesUpRelease.mutateAsync({ orderId: draft.orderId, awaitTickets: false });
    clear();
    handoff.exit();
  };

  /** 'Try again now': `onRestart` resets what the steps keep of the old session. */
  const timesUpTryAgain = async (onRestart: () => void) => {
    handoff.abandoned.current = draft.orderId;
    await timesUpRelease.mutateAsync({ orderId: draft.orderId, awaitTickets: true });
    restart();
    setTimesUpForced(false);
    onRestart();
    onStep({ order: null, page: 'tickets' });
  };

  return {
    timesUpForced,
    forceTimesUp: () => setTimesUpForced(true),
    timesUpBusy: timesUpRelease.isPending,
    closeCheckout,
    timesUpClose,
    timesUpTryAgain,
  };
}
