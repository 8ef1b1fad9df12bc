import { Alert, Divider, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { ExpressCheckoutElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeExpressCheckoutElementConfirmEvent } from '@stripe/stripe-js';
import { useState } from 'react';
import { CARD_FORM_TEXTS } from '../../../contracts/checkout.messages.ts';
import type { SettlePayment } from './card.ts';
import { confirmWithElements } from './stripe-confirm.ts';
import { formMessage } from './stripe-outcome.ts';

interface ExpressCheckoutProps {
  returnUrl: string;
  disabled: boolean;
  onPay: SettlePayment;
}

/**
 * Apple Pay, Google Pay and Link buttons (Stripe shows only those the browser supports), confirming the order's
 * PaymentIntent. The 'or pay by card' divider appears only when some button does.
 */
export function StripeExpressCheckout({ returnUrl, disabled, onPay }: ExpressCheckoutProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [available, setAvailable] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const onConfirm = (event: StripeExpressCheckoutElementConfirmEvent) => {
    // The wallet sheet waits for an answer: a card payment already under way must close it.
    if (!stripe || !elements || disabled) {
      event.paymentFailed();
      return;
    }
    setMessage(null);
    void onPay(async () => {
      const outcome = await confirmWithElements(stripe, elements, returnUrl, () => event.paymentFailed());
      setMessage(formMessage(outcome));
      return outcome;
    });
  };

  return (
    <Stack gap="sm">
      <ExpressCheckoutElement onReady={(e) => setAvailable(!!e.availablePaymentMethods)} onConfirm={onConfirm} />
      {message ? (
        <Alert color="red" icon={<IconAlertCircle />} role="alert">
          {message}
        </Alert>
      ) : null}
      {available ? <Divider label={CARD_FORM_TEXTS.orPayByCard} labelPosition="center" /> : null}
    </Stack>
  );
}
