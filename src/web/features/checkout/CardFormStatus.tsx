import { Alert, Center, Loader } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { CARD_FORM_TEXTS as T } from '../../../contracts/checkout.messages.ts';

const UNAVAILABLE = {
  // The server has a Stripe secret key but no STRIPE_PUBLISHABLE_KEY: an operator error the buyer can only report.
  'not-set-up': { title: T.notSetUpTitle, body: T.notSetUpBody },
  // Stripe.js or the card form's code could not be fetched (offline, blocked, a stale deploy), or Stripe refused the form.
  'not-loaded': { title: T.notLoadedTitle, body: T.notLoadedBody },
} as const;

/** Why the card form is missing, worded for the buyer; `onShown` tells the page (its Confirm button turns off). */
export function CardUnavailable({ reason, onShown }: { reason: keyof typeof UNAVAILABLE; onShown?: () => void }) {
  const text = UNAVAILABLE[reason];
  useEffect(() => onShown?.(), [onShown]);
  return (
    <Alert color="orange" icon={<IconAlertCircle />} title={text.title} role="alert">
      {text.body}
    </Alert>
  );
}

/** While Stripe's card form loads. */
export function CardFormLoading() {
  return (
    <Center py="xl">
      <Loader size="sm" role="status" aria-label={T.loading} />
    </Center>
  );
}
