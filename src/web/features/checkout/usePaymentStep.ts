import { useMutation } from '@tanstack/react-query';
import { inBuyerFunnel } from './steps.ts';
import { useCallback, useRef, useState } from 'react';
import { CHECKOUT_PAGE_TEXTS } from '../../../contracts/checkout.messages.ts';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout.ts';
import { formatMoney } from '../../../domain/money.ts';
import { notifySuccess } from '../../app/notify.ts';
import { confirmAction } from '../../ui/confirm.tsx';
import { useReleaseOrder } from './api.ts';
import type { CardFormHandle, CardOutcome, SettlePayment } from './card.ts';
import { rememberDecline } from './draft-store.ts';
import type { CheckoutData } from './useCheckoutData.ts';
import type { CheckoutDraftState, CheckoutScope } from './useCheckoutDraft.ts';
import type { CheckoutHandoff } from './useCheckoutHandoff.ts';
import { track } from '../analytics/index.ts';

/**
 * The payment step: the card form (or express wallets) and the door's card reader. After the provider answered,
 * one path for all: paid opens the thank-you page (which reports the payment once, as after a provider redirect);
 * a decline ends the attempt (the order is cancelled, its tickets go back) on the failure page; otherwise the form
 * says why and the buyer may try again.
 */
export function usePaymentStep(
  scope: CheckoutScope,
  state: CheckoutDraftState,
  data: CheckoutData,
  deps: { handoff: CheckoutHandoff; setStepError: (error: string | null) => void },
) {
  const { eventId } = scope;
  const { clear } = state;
  const { event, loadedOrder } = data;
  const { handoff, setStepError } = deps;
  const cardRef = useRef<CardFormHandle>(null);
  // The card form said it cannot take a card (its alert says why): Confirm turns off.
  const [cardUnavailable, setCardUnavailable] = useState(false);
  const markCardUnavailable = useCallback(() => setCardUnavailable(true), []);
  // A card is on the door's reader: like a card payment in flight, it holds off Time's up.
  const [terminalCharging, setTerminalCharging] = useState(false);
  const release = useReleaseOrder();
  const payment = loadedOrder?.paymentRequest ?? null;

  /** Pending from the provider's confirmation until the checkout is left (paid, declined) or the form says why. */
  const settle = useMutation({
    mutationFn: async ({ orderId, confirm }: { orderId: string; confirm: () => Promise<CardOutcome> }) => {
      // Stripe.js throws (rather than answers) on integration errors: the buyer must not be left waiting.
      const outcome = await confirm().catch((): null => null);
      if (outcome?.kind === 'paid' || outcome?.kind === 'declined') {
        handoff.finishing.current = true;
        if (outcome.kind === 'declined') {
          // The attempt ends: the order is closed (its tickets go back) and the failure page says so.
          rememberDecline(orderId, outcome.message);
          await release.mutateAsync({ orderId, status: 'canceled' });
        }
        clear();
        await handoff.toThankYou(orderId, eventId).catch(() => undefined);
      }
      return outcome;
    },
  });

  const settlePayment: SettlePayment = async (confirm) => {
    if (!loadedOrder) return;
    setStepError(null);
    if (inBuyerFunnel(scope.flow)) track('payment_submitted', { eventId });
    const outcome = await settle.mutateAsync({ orderId: loadedOrder.order.id, confirm });
    if (!outcome) setStepError(CHECKOUT_PAGE_TEXTS.confirmPaymentFailed);
  };

  const confirmPayment = async () => {
    const card = cardRef.current;
    if (!loadedOrder || !payment || !card) return;
    const total = formatMoney(loadedOrder.order.total, loadedOrder.order.currency);
    const ok = await confirmAction({
      title: CHECKOUT_MESSAGES.areYouSure,
      message: CHECKOUT_PAGE_TEXTS.chargeCard(total, event?.name),
      confirmLabel: CHECKOUT_PAGE_TEXTS.pay(total),
      cancelLabel: CHECKOUT_PAGE_TEXTS.notYet,
    });
    if (!ok) return;
    await settlePayment(() => card.pay());
  };

  /** A door sale paid on the reader: the guests page, with the reader's message. */
  const terminalSucceeded = (message: string) => {
    handoff.finishing.current = true;
    clear();
    notifySuccess(message);
    void handoff.toGuests();
  };

  return {
    payment,
    cardRef,
    cardUnavailable,
    markCardUnavailable,
    settlePayment,
    confirmPayment,
    terminalSucceeded,
    setTerminalCharging,
    pending: settle.isPending || terminalCharging,
  };
}

export type PaymentStepController = ReturnType<typeof usePaymentStep>;
