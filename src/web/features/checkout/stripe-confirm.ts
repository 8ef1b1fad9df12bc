import type { Stripe, StripeElements } from '@stripe/stripe-js';
import type { CardOutcome } from './card.ts';
import { stripeOutcome } from './stripe-outcome.ts';

/**
 * Confirms the order's PaymentIntent (the Elements group was created with its client secret) with what the group collected (Payment Element or a wallet of the
 * Express Checkout Element). The buyer stays on the page unless the method chosen needs a redirect, which comes
 * back to `returnUrl` (the thank-you page completes the order from there). `onSubmitFailed` runs when nothing was
 * sent to Stripe because the details did not validate.
 */
export async function confirmWithElements(
  stripe: Stripe,
  elements: StripeElements,
  returnUrl: string,
  onSubmitFailed?: () => void,
): Promise<CardOutcome> {
  const submitted = await elements.submit();
  if (submitted.error) {
    onSubmitFailed?.();
    return stripeOutcome({ error: submitted.error });
  }
  const result = await stripe.confirmPayment({ elements, redirect: 'if_required', confirmParams: { return_url: returnUrl } });
  return stripeOutcome(result);
}
