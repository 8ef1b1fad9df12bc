import { Anchor } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { CHECKOUT_PAGE_TEXTS as T } from '../../../contracts/checkout.messages.ts';
import { EVENT_MESSAGES } from '../../../contracts/events.messages.ts';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout.ts';
import type { AttendanceType } from '../../../domain/tickets.ts';
import { errorMessage, isApiError } from '../../app/http.ts';
import { useSession } from '../accounts/index.ts';
import { FullPageLoading } from '../../ui/FullPageLoading.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { LazyNotFound } from '../../ui/LazyNotFound.tsx';
import { ButtonLink } from '../../ui/links.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { CheckoutLayout, type PrimaryAction } from './CheckoutLayout.tsx';
import { InfoStepPanel } from './InfoStepPanel.tsx';
import { PaymentStepPanel } from './PaymentStepPanel.tsx';
import { actionLabel, effectiveStep, inBuyerFunnel, visibleSteps, type CheckoutFlowKind, type CheckoutStepKey } from './steps.ts';
import { TicketStepPanel } from './TicketStepPanel.tsx';
import { useCheckoutData } from './useCheckoutData.ts';
import { useCheckoutDraft, type CheckoutScope } from './useCheckoutDraft.ts';
import { useCheckoutExit } from './useCheckoutExit.ts';
import { useCheckoutHandoff } from './useCheckoutHandoff.ts';
import { useCountdown } from './useCountdown.ts';
import { useInfoStep } from './useInfoStep.ts';
import { usePaymentStep } from './usePaymentStep.ts';
import { useTicketStep } from './useTicketStep.ts';
import { useTracked } from '../analytics/index.ts';

export interface CheckoutFlowProps {
  eventId: string;
  flow: CheckoutFlowKind;
  ticketType?: AttendanceType;
  occurrenceId?: string;
  /** The order in the address (?order=). */
  orderId?: string;
  requestedStep: CheckoutStepKey;
  /** ?promoCode=: applied once when the ticket step opens. */
  promoCode?: string;
  /** Moves to a step (and order) in the address. */
  onStep: (next: { order: string | null; page: CheckoutStepKey }) => void;
  /** Names the order in the address, staying on the step (CheckoutScope.onOrder). */
  onOrder?: (orderId: string) => void;
}

/**
 * The checkout (buyer-side 2.7, 4, 5): Tickets, Your info (Guest info (optional) for organizer-added guests and
 * door sales), Payment (dropped when nothing is to be paid), with the step timers, the 'Time's up' modal, the
 * order summary and its mobile bar. One component serves /event/:id/select, /event/:id/checkout and the
 * add-guest page; what the buyer chose is kept per event while they move between steps (useCheckoutDraft).
 * Each step has its controller (useTicketStep, useInfoStep, usePaymentStep); useCheckoutExit ends a session and
 * useCheckoutHandoff leaves for the thank-you or guests page.
 */
export function CheckoutFlow({ eventId, flow, ticketType, occurrenceId, orderId, requestedStep, promoCode, onStep, onOrder }: CheckoutFlowProps) {
  const scope: CheckoutScope = useMemo(
    () => ({
      eventId,
      flow,
      ticketType,
      occurrenceId,
      guestFlow: flow === 'guest',
      personal: flow !== 'buyer',
      paymentMethod: flow === 'terminal' ? 'terminal' : 'card',
      onStep,
      onOrder,
    }),
    [eventId, flow, ticketType, occurrenceId, onStep, onOrder],
  );
  const session = useSession();
  const user = session.user;
  const state = useCheckoutDraft(scope);
  const handoff = useCheckoutHandoff(scope);
  const data = useCheckoutData(scope, orderId, state, handoff);
  const { event, loadedOrder, summary, needsPayment } = data;
  const [stepError, setStepError] = useState<string | null>(null);
  const [summaryOpen, setSummaryOpen] = useState(false);
  const exit = useCheckoutExit(scope, state, data, handoff);
  const ticketStep = useTicketStep(scope, state, data, setStepError);
  const infoStep = useInfoStep(scope, state, data, { user, setStepError, onTimesUp: exit.forceTimesUp, handoff });
  const paymentStep = usePaymentStep(scope, state, data, { handoff, setStepError });

  const step = effectiveStep(requestedStep, loadedOrder ? loadedOrder.order : null, needsPayment);
  const steps = visibleSteps({ flow, needsPayment });
  useTracked('checkout_started', { eventId }, inBuyerFunnel(flow) && step !== 'tickets' && !!loadedOrder);

  /* Changing step closes the mobile summary and scrolls to the top. */
  useEffect(() => {
    setSummaryOpen(false);
    setStepError(null);
    window.scrollTo({ top: 0 });
  }, [step]);

  const busy = paymentStep.pending ? 'pay' : ticketStep.pending || infoStep.pending ? 'continue' : null;
  const msLeft = useCountdown(handoff.finishing.current ? null : state.draft.deadline);
  const timesUp = !handoff.finishing.current && (exit.timesUpForced || msLeft === 0) && busy !== 'pay';

  useDocumentTitle(event ? T.documentTitle(event.name) : null);

  if (data.eventQ.isError) {
    if (isApiError(data.eventQ.error) && data.eventQ.error.status === 404) return <LazyNotFound message={EVENT_MESSAGES.eventNotFound} />;
    return <LoadFailed title={T.loadEventFailed} onRetry={() => void data.eventQ.refetch()} />;
  }
  if (orderId && data.orderQ.isError) {
    const missing = isApiError(data.orderQ.error) && data.orderQ.error.status === 404;
    return (
      <LazyNotFound
        message={missing ? CHECKOUT_MESSAGES.orderNotFound : T.loadOrderFailed}
        support={
          <Anchor component="button" type="button" onClick={() => onStep({ order: null, page: 'tickets' })}>
            {T.chooseTicketsAgain}
          </Anchor>
        }
      />
    );
  }
  if (data.ticketsQ.isError) {
    return <LazyNotFound message={errorMessage(data.ticketsQ.error, EVENT_MESSAGES.eventNotFound)} />;
  }
  if (!event || !data.ticketsQ.data || !summary || session.isPending || (orderId && !loadedOrder)) return <FullPageLoading />;

  if (scope.personal && !event.managementButtons.includes('Guests')) {
    return (
      <LazyNotFound
        message={user ? T.doorTeamOnly : T.logInForDoor}
        support={
          user ? null : (
            <ButtonLink to="/auth" search={{ redirect_to: `${window.location.pathname}${window.location.search}` }} variant="light" mt="xs">
              {T.logIn}
            </ButtonLink>
          )
        }
      />
    );
  }

  // The step's main action; nothing starts while a step is being saved or paid.
  const act = (action: () => Promise<void>) => () => {
    if (!busy) void action();
  };
  const primary: PrimaryAction =
    step === 'tickets'
      ? { label: actionLabel(step), disabled: ticketStep.disabled, softDisabled: false, onClick: act(ticketStep.proceed), hidden: false }
      : step === 'info'
        ? // Disabled until the order (and so the form) has loaded: a click before would do nothing at all.
          { label: actionLabel(step), disabled: !infoStep.form, softDisabled: infoStep.incomplete, onClick: act(infoStep.proceed), hidden: false }
        : {
            label: actionLabel(step),
            disabled: !paymentStep.payment || !data.config || paymentStep.cardUnavailable,
            softDisabled: false,
            onClick: act(paymentStep.confirmPayment),
            // Door sales take the card on the reader: the action area is hidden.
            hidden: flow !== 'buyer' || scope.paymentMethod === 'terminal',
          };

  const selection = state.draft.selection;
  return (
    <CheckoutLayout
      event={event}
      flow={flow}
      msLeft={msLeft}
      onClose={() => void exit.closeCheckout()}
      steps={steps}
      step={step}
      stepError={stepError}
      onDismissError={() => setStepError(null)}
      primary={primary}
      onBack={step === 'tickets' ? null : () => onStep({ order: state.draft.orderId, page: step === 'payment' ? 'info' : 'tickets' })}
      busy={busy !== null}
      showMissing={infoStep.showMissing}
      summary={summary}
      pendingPromo={selection.promo && (state.draft.dirty || !loadedOrder) ? selection.promo.code : null}
      summaryOpen={summaryOpen}
      onToggleSummary={() => setSummaryOpen((o) => !o)}
      timesUp={{
        opened: timesUp,
        busy: exit.timesUpBusy,
        onClose: () => void exit.timesUpClose(),
        onTryAgain: () => void exit.timesUpTryAgain(infoStep.reset),
      }}
    >
      {step === 'tickets' ? (
        <TicketStepPanel
          event={event}
          tickets={data.tickets}
          discounts={data.discounts}
          selection={selection}
          guestFlow={scope.guestFlow}
          promoCode={promoCode}
          endedNotice={data.endedNotice}
          onDismissNotice={data.dismissEndedNotice}
          step={ticketStep}
          seatOccurrenceId={occurrenceId ?? loadedOrder?.order.occurrenceId ?? data.ticketsQ.data?.occurrenceId ?? null}
        />
      ) : step === 'info' ? (
        <InfoStepPanel event={event} step={infoStep} guestFlow={scope.guestFlow} needsLogin={!!loadedOrder?.order.userRequired && !user} />
      ) : loadedOrder ? (
        <PaymentStepPanel
          eventId={eventId}
          ownerId={event.owner.id}
          order={loadedOrder}
          config={data.config}
          terminal={scope.paymentMethod === 'terminal'}
          express={flow === 'buyer'}
          step={paymentStep}
        />
      ) : null}
    </CheckoutLayout>
  );
}
