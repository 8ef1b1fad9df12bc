import { CHECKOUT_PAGE_TEXTS as T } from '../../../contracts/checkout.messages.ts';
import { SHARED_TEXTS } from '../../../contracts/tickets.messages.ts';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout.ts';

import type { CheckoutStepKey } from './step-keys.ts';

/** The checkout steps (buyer-side 2.7): SelectTickets, YourInfo, Payment; keys in step-keys.ts. */
export { CHECKOUT_STEP_KEYS, type CheckoutStepKey } from './step-keys.ts';

export type CheckoutFlowKind = 'buyer' | 'guest' | 'terminal';

/**
 * Whether the flow's steps count in the organizer's funnel (tickets selected, checkout started, payment submitted):
 * a buyer's own checkout only. Guests the organizer adds and door sales on the card reader are not visitors.
 */
export const inBuyerFunnel = (flow: CheckoutFlowKind) => flow === 'buyer';

/** The steps shown: Payment is dropped when nothing is to be paid (free orders, the organizer's guest flow). */
export function visibleSteps(opts: { flow: CheckoutFlowKind; needsPayment: boolean }): { key: CheckoutStepKey; label: string }[] {
  const personal = opts.flow !== 'buyer';
  const steps: { key: CheckoutStepKey; label: string }[] = [
    { key: 'tickets', label: SHARED_TEXTS.tickets },
    { key: 'info', label: personal ? CHECKOUT_MESSAGES.guestInfoStep : T.yourInfo },
  ];
  if (opts.needsPayment && opts.flow !== 'guest') steps.push({ key: 'payment', label: T.payment });
  return steps;
}

/** The step to show for the requested one: nothing before the order exists; Payment only once the info is confirmed. */
export function effectiveStep(requested: CheckoutStepKey, order: { step: 'select' | 'pay' } | null, needsPayment: boolean): CheckoutStepKey {
  if (!order) return 'tickets';
  if (requested === 'payment') return order.step === 'pay' && needsPayment ? 'payment' : 'info';
  return requested;
}

/** The primary button: Continue on the ticket and info steps, Confirm on Payment. */
export const actionLabel = (step: CheckoutStepKey) => (step === 'payment' ? T.confirm : T.continue);
