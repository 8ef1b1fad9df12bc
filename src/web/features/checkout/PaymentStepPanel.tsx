import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import type { OrderReply } from '../../../contracts/checkout.ts';
import { CHECKOUT_PAGE_TEXTS as T } from '../../../contracts/checkout.messages.ts';
import { FullPageLoading } from '../../ui/FullPageLoading.tsx';
import type { PaymentsConfigReply } from './api.ts';
import { CardForm } from './CardForm.tsx';
import { TerminalPayment } from './TerminalPayment.tsx';
import type { PaymentStepController } from './usePaymentStep.ts';

/** The payment step: the door's card reader, or the card form (express wallets above it in the buyer's checkout). */
export function PaymentStepPanel({
  eventId,
  ownerId,
  order,
  config,
  terminal,
  express,
  step,
}: {
  eventId: string;
  ownerId: string;
  order: OrderReply;
  config: PaymentsConfigReply | undefined;
  /** A door sale: the card is taken on a reader. */
  terminal: boolean;
  /** Express wallets are offered (the buyer's own checkout). */
  express: boolean;
  step: PaymentStepController;
}) {
  const router = useRouter();
  if (!config) return <FullPageLoading />;
  if (terminal) {
    return (
      <TerminalPayment
        orderId={order.order.id}
        ownerId={ownerId}
        total={order.order.total}
        currency={order.order.currency}
        onSucceeded={step.terminalSucceeded}
        onChargingChange={step.setTerminalCharging}
      />
    );
  }
  if (!step.payment) {
    return (
      <Alert color="orange" icon={<IconAlertCircle />} role="alert">
        {T.noPaymentWaiting}
      </Alert>
    );
  }
  // Stripe comes back here from payment methods that leave the site; the thank-you page completes the order.
  const thankYou = router.buildLocation({ to: '/checkout/thankyou/$id', params: { id: order.order.id }, search: { eventId } });
  return (
    <CardForm
      config={config}
      paymentId={step.payment.paymentId}
      clientSecret={step.payment.clientSecret}
      returnUrl={new URL(thankYou.href, window.location.origin).href}
      handle={step.cardRef}
      disabled={step.pending}
      onExpressPay={express ? step.settlePayment : undefined}
      onUnavailable={step.markCardUnavailable}
    />
  );
}
