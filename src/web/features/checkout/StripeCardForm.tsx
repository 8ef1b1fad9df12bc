import { Alert, Stack } from '@mantine/core';
import { IconAlertCircle, IconCreditCard } from '@tabler/icons-react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import { useQuery } from '@tanstack/react-query';
import { useImperativeHandle, useState, type Ref } from 'react';
import { checkoutKeys } from './api.ts';
import type { CardFormHandle, SettlePayment } from './card.ts';
import { CardFormLoading, CardUnavailable } from './CardFormStatus.tsx';
import { CARD_PANEL, PaymentPanel } from './PaymentPanel.tsx';
import { StripeExpressCheckout } from './StripeExpressCheckout.tsx';
import { confirmWithElements } from './stripe-confirm.ts';
import { formMessage, STRIPE_FALLBACK_MESSAGES } from './stripe-outcome.ts';

export interface StripeCardFormProps {
  publishableKey: string;
  clientSecret: string;
  /** Absolute URL of the thank-you page, for payment methods that leave the site to confirm. */
  returnUrl: string;
  handle: Ref<CardFormHandle>;
  disabled: boolean;
  /** Express checkout above the card form (the buyer's own checkout only). */
  onExpressPay?: SettlePayment;
  /** Stripe.js or the Payment Element did not load. */
  onUnavailable?: () => void;
}

/**
 * The card form with Stripe (loaded lazily by CardForm, so Stripe.js never weighs on a first load): the Payment
 * Element and, for buyers, the Express Checkout Element, in one Elements group on the order's PaymentIntent.
 * PaymentIntents are destination charges on the platform account, so Stripe.js takes the platform's key only.
 */
export default function StripeCardForm({ publishableKey, clientSecret, ...rest }: StripeCardFormProps) {
  const stripe = useQuery({
    queryKey: checkoutKeys.stripeJs(publishableKey),
    queryFn: () => loadStripe(publishableKey),
    staleTime: Infinity,
    // A Stripe instance is not data to compare; Elements must keep the one it was given.
    structuralSharing: false,
    // loadStripe already retries a failed script load once.
    retry: false,
  });
  if (stripe.isPending) return <CardFormLoading />;
  if (!stripe.data) return <CardUnavailable reason="not-loaded" onShown={rest.onUnavailable} />;
  return (
    // Elements options cannot change after mounting: a new PaymentIntent gets a new group.
    <Elements key={clientSecret} stripe={stripe.data} options={{ clientSecret }}>
      <StripeFields {...rest} />
    </Elements>
  );
}

function StripeFields({ returnUrl, handle, disabled, onExpressPay, onUnavailable }: Omit<StripeCardFormProps, 'publishableKey' | 'clientSecret'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [message, setMessage] = useState<string | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  useImperativeHandle(
    handle,
    () => ({
      pay: async () => {
        setMessage(null);
        if (!stripe || !elements) return { kind: 'error', message: STRIPE_FALLBACK_MESSAGES.error };
        const outcome = await confirmWithElements(stripe, elements, returnUrl);
        setMessage(formMessage(outcome));
        return outcome;
      },
    }),
    [stripe, elements, returnUrl],
  );

  // Stripe refuses the PaymentIntent (e.g. a key of another account): nothing the buyer can type would help.
  if (loadFailed) return <CardUnavailable reason="not-loaded" onShown={onUnavailable} />;

  return (
    <Stack gap="md">
      {onExpressPay ? <StripeExpressCheckout returnUrl={returnUrl} disabled={disabled} onPay={onExpressPay} /> : null}
      <PaymentPanel icon={<IconCreditCard size={20} />} {...CARD_PANEL}>
        <PaymentElement options={{ readOnly: disabled }} onLoadError={() => setLoadFailed(true)} />
        {message ? (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            {message}
          </Alert>
        ) : null}
      </PaymentPanel>
    </Stack>
  );
}
