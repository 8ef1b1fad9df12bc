import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { SANDBOX_SUBSCRIPTION_TEXTS as S } from '../../../contracts/memberships.messages.ts';
import { formatMoney } from '../../../domain/money.ts';
import { confirmSandboxPayment, type PaymentsConfigReply, type CardFormHandle, SandboxCardForm } from '../checkout/index.ts';
import type { SandboxSubscriptionView } from './api.ts';

/**
 * The first payment of a pending membership: the checkout's sandbox card form confirms the view's payment; once it
 * is paid the page waits for the membership to start (`onPaid`).
 */
export function SubscriptionCheckout({
  view,
  config,
  activating,
  onPaid,
}: {
  view: SandboxSubscriptionView;
  config: PaymentsConfigReply;
  activating: boolean;
  onPaid: () => void;
}) {
  const card = useRef<CardFormHandle>(null);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const payment = view.payment;

  if (activating) {
    return (
      <Center py="xl">
        <Stack align="center" gap="sm" role="status">
          <Loader />
          <Text>{S.activating}</Text>
        </Stack>
      </Center>
    );
  }
  // No card to confirm: the first payment is under way (a processing card); the membership starts when it succeeds.
  if (!payment) {
    return (
      <Alert color="yellow" icon={<IconAlertCircle />} role="status">
        {S.stillProcessing}
      </Alert>
    );
  }

  const pay = async () => {
    if (!card.current) return;
    setPaying(true);
    setError(null);
    const outcome = await card.current.pay();
    setPaying(false);
    if (outcome.kind === 'paid') onPaid();
    else if (outcome.kind !== 'invalid') setError(outcome.message);
  };

  return (
    <Stack gap="md">
      <SandboxCardForm
        config={config}
        submit={(c) => confirmSandboxPayment(payment.id, { clientSecret: payment.clientSecret, card: c })}
        handle={card}
        disabled={paying}
      />
      {error ? (
        <Alert color="red" icon={<IconAlertCircle />} role="alert">
          {error}
        </Alert>
      ) : null}
      <Button size="md" radius="md" onClick={() => void pay()} loading={paying}>
        {S.pay(formatMoney(view.amount, view.currency))}
      </Button>
    </Stack>
  );
}
