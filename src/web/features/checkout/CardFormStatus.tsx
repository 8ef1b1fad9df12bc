import { Alert, Center, Loader } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';

const UNAVAILABLE = {
  // The server has a Stripe secret key but no STRIPE_PUBLISHABLE_KEY: an operator error the buyer can only report.
  'not-set-up': { title: 'Card payments are not available', body: 'Card payments are not set up for this site yet. Please contact the organizer.' },
  // Stripe.js or the card form's code could not be fetched (offline, blocked, a stale deploy), or Stripe refused the form.
  'not-loaded': { title: 'The card form could not be loaded', body: 'Please check your connection and reload the page.' },
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
      <Loader size="sm" aria-label="Loading the card form" />
    </Center>
  );
}
