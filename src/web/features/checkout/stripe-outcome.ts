import { CARD_FORM_TEXTS } from '../../../contracts/checkout.messages.ts';
import { CARD_ERROR_MESSAGES } from '../../../contracts/payments.messages.ts';
import { SHARED_TEXTS } from '../../../contracts/tickets.messages.ts';
import type { CardOutcome } from './card.ts';

/** The part of Stripe.js's `confirmPayment` / `elements.submit` answer the outcome depends on (structural, so no Stripe import). */
export interface StripeConfirmResult {
  error?: { type: string; code?: string; message?: string };
  paymentIntent?: { status: string };
}

export const STRIPE_FALLBACK_MESSAGES = {
  declined: CARD_ERROR_MESSAGES.declined,
  error: SHARED_TEXTS.somethingWentWrong,
  notCompleted: CARD_FORM_TEXTS.notCompleted,
} as const;

/** Statuses after which the money is on its way: the order completes (processing and capture finish server-side). */
const PAID_STATUSES = new Set(['succeeded', 'processing', 'requires_capture']);

/**
 * What a Stripe confirmation means for the checkout, mirroring the sandbox card form: details the buyer can fix stay
 * on the form, a decline ends the attempt, anything else is an error the buyer may retry.
 */
export function stripeOutcome(result: StripeConfirmResult): CardOutcome {
  const { error } = result;
  if (!error) {
    return result.paymentIntent && PAID_STATUSES.has(result.paymentIntent.status)
      ? { kind: 'paid' }
      : { kind: 'error', message: STRIPE_FALLBACK_MESSAGES.notCompleted };
  }
  // The Payment Element shows its own validation messages.
  if (error.type === 'validation_error') return { kind: 'invalid' };
  if (error.type === 'card_error') {
    // An incorrect ZIP is fixable on the form (as in the sandbox); Stripe does not show confirmation errors itself.
    if (error.code === 'incorrect_zip') return { kind: 'invalid', message: error.message ?? STRIPE_FALLBACK_MESSAGES.declined };
    return { kind: 'declined', message: error.message ?? STRIPE_FALLBACK_MESSAGES.declined };
  }
  return { kind: 'error', message: error.message ?? STRIPE_FALLBACK_MESSAGES.error };
}

/** The message a Stripe form shows itself: declines leave the page and validation errors show inside the element. */
export function formMessage(outcome: CardOutcome): string | null {
  if (outcome.kind === 'error') return outcome.message;
  if (outcome.kind === 'invalid') return outcome.message ?? null;
  return null;
}
