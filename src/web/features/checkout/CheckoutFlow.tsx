import { Alert, Anchor, Box, Button, Container, Grid, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconInfoCircle, IconTicketOff } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { OrderReply } from '../../../contracts/checkout.ts';
import { EVENT_MESSAGES } from '../../../contracts/events.messages.ts';
import { unableTo } from '../../../contracts/errors.messages.ts';
import { CHECKOUT_MESSAGES, PAY_STEP_MS, SELECT_STEP_MS, statusGroup } from '../../../domain/checkout.ts';
import { formatMoney } from '../../../domain/money.ts';
import { normalizeTicketCode, type AttendanceType } from '../../../domain/tickets.ts';
import { ApiError, errorMessage, isApiError } from '../../app/http.ts';
import { notifySuccess } from '../../app/notify.ts';
import { useIsMobile } from '../../app/responsive.ts';
import { useSession } from '../accounts/api.ts';
import { publicEventQuery } from '../events/public-api.ts';
import { FullPageLoading } from '../../ui/FullPageLoading.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { NotFound } from '../../ui/NotFound.tsx';
import { confirmAction } from '../../ui/confirm.tsx';
import { ButtonLink } from '../../ui/links.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import {
  cancelOrder,
  checkoutKeys,
  confirmOrder,
  createOrder,
  orderQuery,
  paymentsConfigQuery,
  ticketsQuery,
  updateOrder,
  validateCode,
} from './api.ts';
import type { CardFormHandle, SettlePayment } from './card.ts';
import { CardForm } from './CardForm.tsx';
import { CheckoutHeader } from './CheckoutHeader.tsx';
import { CodeBox, type AppliedCode } from './CodeBox.tsx';
import { DonationBox } from './DonationBox.tsx';
import { clearDraft, draftKey, freshDraft, readDraft, rememberDecline, writeDraft, type CheckoutDraft } from './draft-store.ts';
import { InfoStep } from './InfoStep.tsx';
import { confirmBody, fieldId, infoErrors, initialInfoForm, orderedErrorPaths, type InfoContext, type InfoForm } from './info-form.ts';
import { MobileSummaryBar, OrderSummaryLines } from './OrderSummaryPanel.tsx';
import {
  allTickets,
  appliedCodes,
  autoPickTicket,
  estimateSummary,
  hasSelection,
  orderSummaryOf,
  selectionBody,
  selectionFromOrder,
  selectionProblems,
  type CheckoutTicket,
  type Selection,
} from './selection.ts';
import { StepIndicator } from './StepIndicator.tsx';
import { actionLabel, effectiveStep, visibleSteps, type CheckoutFlowKind, type CheckoutStepKey } from './steps.ts';
import { TerminalPayment } from './TerminalPayment.tsx';
import { TicketSections } from './TicketStep.tsx';
import { TimesUpModal } from './TimesUpModal.tsx';
import { useCountdown } from './useCountdown.ts';

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
}

const BUSY_NONE = null;
type Busy = null | 'continue' | 'pay';

/**
 * The checkout (buyer-side 2.7, 4, 5): Tickets, Your info (Guest info (optional) for organizer-added guests and
 * door sales), Payment (dropped when nothing is to be paid), with the step timers, the 'Time's up' modal, the
 * order summary and its mobile bar. One component serves /event/:id/select, /event/:id/checkout and the
 * add-guest page; what the buyer chose is kept per event while they move between steps (draft-store.ts).
 */
export function CheckoutFlow({ eventId, flow, ticketType, occurrenceId, orderId, requestedStep, promoCode, onStep }: CheckoutFlowProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const router = useRouter();
  const isMobile = useIsMobile();
  const session = useSession();
  const user = session.user;
  const guestFlow = flow === 'guest';
  const personal = flow !== 'buyer';
  const paymentMethod = flow === 'terminal' ? 'terminal' : 'card';

  const eventQ = useQuery(publicEventQuery(eventId));
  const configQ = useQuery(paymentsConfigQuery);
  const ticketsQ = useQuery(ticketsQuery(eventId, ticketType, occurrenceId, paymentMethod));
  const orderQ = useQuery({ ...orderQuery(orderId ?? ''), enabled: !!orderId });

  const key = draftKey(eventId, `${flow}:${ticketType ?? ''}:${occurrenceId ?? ''}`);
  const [draft, setDraftState] = useState<CheckoutDraft>(() => readDraft(key) ?? freshDraft());
  const setDraft = useCallback(
    (update: (d: CheckoutDraft) => CheckoutDraft) =>
      setDraftState((d) => {
        const next = update(d);
        writeDraft(key, next);
        return next;
      }),
    [key],
  );
  const setSelection = useCallback(
    (update: (s: Selection) => Selection) => setDraft((d) => ({ ...d, selection: update(d.selection), dirty: true })),
    [setDraft],
  );

  const [busy, setBusy] = useState<Busy>(BUSY_NONE);
  const [stepError, setStepError] = useState<string | null>(null);
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const [infoAttempted, setInfoAttempted] = useState(false);
  const [serverInfoErrors, setServerInfoErrors] = useState<Record<string, string>>({});
  const [summaryOpen, setSummaryOpen] = useState(false);
  const [timesUpForced, setTimesUpForced] = useState(false);
  const [timesUpBusy, setTimesUpBusy] = useState(false);
  const [endedNotice, setEndedNotice] = useState<string | null>(null);
  /** Set once the checkout is being left for good (paid, completed): no more timers nor modals. */
  const finishing = useRef(false);
  /** The order 'Try again now' gave up: still in the address until the navigation lands, it must not be restored. */
  const abandonedOrder = useRef<string | null>(null);
  const cardRef = useRef<CardFormHandle>(null);
  // The card form said it cannot take a card (its alert says why): Confirm turns off.
  const [cardUnavailable, setCardUnavailable] = useState(false);
  const markCardUnavailable = useCallback(() => setCardUnavailable(true), []);

  const event = eventQ.data;
  const order: OrderReply | null = orderId && orderQ.data && orderQ.data.order.id === orderId ? orderQ.data : null;
  const listed = ticketsQ.data?.tickets;
  const tickets: CheckoutTicket[] = useMemo(() => allTickets(listed ?? [], draft.selection.revealed), [listed, draft.selection.revealed]);

  /* Start the session: the ticket step's timer, a lone ticket at 1, the donation included automatically. */
  useEffect(() => {
    if (!event || !listed || orderId) return;
    if (draft.autoPicked && draft.deadline != null) return;
    setDraft((d) => {
      const next = { ...d };
      if (next.deadline == null) next.deadline = Date.now() + SELECT_STEP_MS;
      if (!next.autoPicked) {
        next.autoPicked = true;
        const only = autoPickTicket(listed, { guestFlow });
        const quantities = { ...next.selection.quantities };
        if (only && !Object.values(quantities).some((q) => q > 0)) quantities[only] = 1;
        const donation =
          !guestFlow && event.donationEnabled && event.donationIncludeAutomatically && event.donationSuggestedAmount && next.selection.donation === 0
            ? Math.min(event.donationSuggestedAmount, event.donationMaximum)
            : next.selection.donation;
        next.selection = { ...next.selection, quantities, donation };
      }
      return next;
    });
  }, [event, listed, orderId, draft.autoPicked, draft.deadline, guestFlow, setDraft]);

  /* A reload with ?order=: the selection comes back from the order (its codes are checked again). */
  useEffect(() => {
    if (!order || !listed || draft.orderId === order.order.id || abandonedOrder.current === order.order.id) return;
    const o = order.order;
    const group = statusGroup(o.status);
    if (group === 'success') {
      finishing.current = true;
      if (flow === 'buyer') void navigate({ to: '/checkout/thankyou/$id', params: { id: o.id }, search: { eventId: o.eventId } });
      else void navigate({ to: '/management/courses/$eventId/registrations', params: { eventId } });
      return;
    }
    if (group === 'failed') {
      setEndedNotice('That order has ended and its tickets were released. Choose your tickets again.');
      setDraft(() => ({ ...freshDraft(), deadline: Date.now() + SELECT_STEP_MS }));
      onStep({ order: null, page: 'tickets' });
      return;
    }
    if (o.status !== 'pending' && flow === 'buyer') {
      // A card payment is on its way: the thank-you page follows it.
      finishing.current = true;
      void navigate({ to: '/checkout/thankyou/$id', params: { id: o.id }, search: { eventId: o.eventId } });
      return;
    }
    const restored = selectionFromOrder(o, listed);
    setDraft((d) => ({
      ...d,
      orderId: o.id,
      dirty: false,
      autoPicked: true,
      deadline: Date.parse(o.holdExpiresAt),
      info: null,
      selection: { ...restored, promo: null, revealed: [] },
    }));
    // Codes: reveal the secret tickets again and read the promo code's terms (for the summary once edited).
    const codes = [...o.secretCodes, ...(o.promoCode ? [o.promoCode.code] : [])];
    for (const code of codes) {
      void validateCode({ eventId, code, ticketType, occurrenceId: o.occurrenceId, appliedCodes: [] })
        .then((reply) =>
          setDraft((d) => ({
            ...d,
            selection: {
              ...d.selection,
              promo: reply.promoCode ?? d.selection.promo,
              revealed: [...d.selection.revealed.filter((t) => !reply.tickets.some((r) => r.id === t.id)), ...reply.tickets],
            },
          })),
        )
        .catch(() => undefined);
    }
  }, [order, listed, draft.orderId, eventId, ticketType, flow, navigate, onStep, setDraft]);

  /* The ticket list could not load: back to the event page with errorCode=1. */
  useEffect(() => {
    if (ticketsQ.isError && !(isApiError(ticketsQ.error) && ticketsQ.error.status === 404)) {
      void navigate({ to: '/event/$eventId', params: { eventId }, search: { errorCode: '1' }, replace: true });
    }
  }, [ticketsQ.isError, ticketsQ.error, eventId, navigate]);

  const needsPayment = !guestFlow && (order && !draft.dirty ? order.order.total > 0 : estimateNeedsPayment());
  /** Before the order exists: the selection costs something, or (nothing chosen yet) some ticket does. */
  function estimateNeedsPayment(): boolean {
    if (!event) return true;
    const estimate = estimateSummary(draft.selection, tickets, {
      currency: event.currency,
      guestFlow,
      donationMaximum: event.donationMaximum,
      donationEnabled: event.donationEnabled,
    });
    if (estimate.lines.length) return estimate.total > 0;
    return tickets.some((t) => t.price + t.fee > 0 || (t.minimumPrice ?? 0) > 0);
  }
  const loadedOrder = order && draft.orderId === order.order.id ? order : null;
  const step = effectiveStep(requestedStep, loadedOrder ? loadedOrder.order : null, needsPayment);
  const steps = visibleSteps({ flow, needsPayment });

  /* Changing step closes the mobile summary and scrolls to the top. */
  useEffect(() => {
    setSummaryOpen(false);
    setStepError(null);
    window.scrollTo({ top: 0 });
  }, [step]);

  const msLeft = useCountdown(finishing.current ? null : draft.deadline);
  const timesUp = !finishing.current && (timesUpForced || msLeft === 0) && busy !== 'pay';

  useDocumentTitle(event ? `Checkout | ${event.name}` : null);

  const summary = useMemo(() => {
    if (!event) return null;
    if (loadedOrder && !draft.dirty) return orderSummaryOf(loadedOrder.order);
    return estimateSummary(draft.selection, tickets, {
      currency: event.currency,
      guestFlow,
      donationMaximum: event.donationMaximum,
      donationEnabled: event.donationEnabled,
    });
  }, [event, loadedOrder, draft.dirty, draft.selection, tickets, guestFlow]);

  const infoCtx: InfoContext | null = useMemo(() => {
    if (!loadedOrder) return null;
    return {
      setting: loadedOrder.collectInformationSetting,
      personal: personal || loadedOrder.order.personalOrder,
      requireEmailConfirm: !user && !(personal || loadedOrder.order.personalOrder),
      questions: loadedOrder.questions,
      items: loadedOrder.order.items,
    };
  }, [loadedOrder, personal, user]);

  /* The info form follows the order's tickets (their ids change when the selection changes). */
  const infoForm: InfoForm | null = useMemo(() => {
    if (!infoCtx || !loadedOrder) return null;
    const saved = draft.info;
    const fresh = initialInfoForm(infoCtx, { user, saved: loadedOrder.order.buyer.firstName ? loadedOrder.order.buyer : null });
    if (!saved) return fresh;
    const sameItems = saved.attendees.length === fresh.attendees.length && saved.attendees.every((a, i) => a.itemId === fresh.attendees[i]!.itemId);
    return sameItems ? saved : { ...saved, attendees: fresh.attendees };
  }, [infoCtx, loadedOrder, draft.info, user]);

  const localInfoErrors = useMemo(() => (infoForm && infoCtx ? infoErrors(infoForm, infoCtx, { guestFlow }) : {}), [infoForm, infoCtx, guestFlow]);
  const shownInfoErrors = infoAttempted ? { ...serverInfoErrors, ...localInfoErrors } : serverInfoErrors;
  const infoIncomplete = Object.keys(localInfoErrors).length > 0;

  /* ---- Leaving ----------------------------------------------------------------------------------------- */

  const exit = useCallback(() => {
    if (flow === 'buyer') void navigate({ to: '/event/$eventId', params: { eventId }, search: ticketType ? { ticketType } : {} });
    else void navigate({ to: '/management/courses/$eventId/registrations', params: { eventId } });
  }, [flow, navigate, eventId, ticketType]);

  const closeCheckout = async () => {
    const pendingOrder = loadedOrder && loadedOrder.order.status === 'pending' ? loadedOrder.order.id : null;
    if (pendingOrder) {
      const ok = await confirmAction({
        title: 'Leave checkout?',
        message: 'The tickets held for you will be released.',
        confirmLabel: 'Leave',
        cancelLabel: 'Stay',
      });
      if (!ok) return;
      finishing.current = true;
      await cancelOrder(pendingOrder, 'canceled').catch(() => undefined);
    }
    finishing.current = true;
    clearDraft(key);
    exit();
  };

  const timesUpClose = async () => {
    setTimesUpBusy(true);
    finishing.current = true;
    if (draft.orderId) await cancelOrder(draft.orderId, 'timed_out').catch(() => undefined);
    clearDraft(key);
    void queryClient.invalidateQueries({ queryKey: ['checkout', 'tickets', eventId] });
    exit();
  };

  const timesUpTryAgain = async () => {
    setTimesUpBusy(true);
    abandonedOrder.current = draft.orderId;
    if (draft.orderId) await cancelOrder(draft.orderId, 'timed_out').catch(() => undefined);
    await queryClient.invalidateQueries({ queryKey: ['checkout', 'tickets', eventId] });
    setDraft(() => ({ ...freshDraft(), deadline: Date.now() + SELECT_STEP_MS }));
    setTimesUpForced(false);
    setTimesUpBusy(false);
    setInfoAttempted(false);
    setServerInfoErrors({});
    onStep({ order: null, page: 'tickets' });
  };

  /* ---- Ticket step ------------------------------------------------------------------------------------- */

  const applyCode = async (code: string): Promise<'promo' | 'secret'> => {
    const reply = await validateCode({
      eventId,
      code,
      ticketType,
      occurrenceId: occurrenceId ?? loadedOrder?.order.occurrenceId,
      appliedCodes: appliedCodes(draft.selection),
    });
    if (reply.promoCode) {
      const promo = reply.promoCode;
      setSelection((s) => ({ ...s, promo }));
      return 'promo';
    }
    if (!reply.tickets.length)
      throw new ApiError(422, 'validation_failed', CHECKOUT_MESSAGES.codeUnknown, { promoCode: CHECKOUT_MESSAGES.codeUnknown });
    setSelection((s) => ({
      ...s,
      secretCodes: [...s.secretCodes.filter((c) => c !== code), code],
      revealed: [...s.revealed.filter((t) => !reply.tickets.some((r) => r.id === t.id)), ...reply.tickets],
    }));
    return 'secret';
  };

  const removeCode = (code: AppliedCode) => {
    setSelection((s) => {
      if (code.kind === 'promo') return { ...s, promo: null };
      const secretCodes = s.secretCodes.filter((c) => c !== code.code);
      const gone = s.revealed.filter(
        (t) => t.code && normalizeTicketCode(t.code) === code.code && !secretCodes.includes(normalizeTicketCode(t.code)),
      );
      const quantities = { ...s.quantities };
      for (const t of gone) delete quantities[t.id];
      return { ...s, secretCodes, revealed: s.revealed.filter((t) => !gone.includes(t)), quantities };
    });
  };

  const continueFromTickets = async () => {
    if (!event || busy) return;
    setBusy('continue');
    setStepError(null);
    setLineErrors({});
    const body = selectionBody(draft.selection, tickets, {
      occurrenceId: occurrenceId ?? loadedOrder?.order.occurrenceId ?? ticketsQ.data?.occurrenceId ?? null,
      paymentMethod,
      guestFlow,
      donationMaximum: event.donationMaximum,
      donationEnabled: event.donationEnabled,
    });
    const promo = draft.selection.promo?.code ?? null;
    try {
      let reply: OrderReply;
      let restarted = true;
      if (draft.orderId && loadedOrder && !draft.dirty) {
        reply = loadedOrder;
        restarted = false;
      } else if (draft.orderId) {
        try {
          reply = await updateOrder(draft.orderId, promo, body);
        } catch (e) {
          // The old order is gone or closed (paid elsewhere, timed out): start a new one.
          if (
            isApiError(e) &&
            (e.status === 404 ||
              (e.status === 409 && (e.message === CHECKOUT_MESSAGES.orderClosed || e.message === CHECKOUT_MESSAGES.orderCompleted)))
          ) {
            reply = await createOrder(eventId, promo, body);
          } else throw e;
        }
      } else {
        reply = await createOrder(eventId, promo, body);
      }
      queryClient.setQueryData(checkoutKeys.order(reply.order.id), reply);
      setDraft((d) => ({
        ...d,
        orderId: reply.order.id,
        dirty: false,
        deadline: restarted ? Date.now() + SELECT_STEP_MS : d.deadline,
      }));
      onStep({ order: reply.order.id, page: 'info' });
    } catch (e) {
      if (isApiError(e)) {
        const byLine: Record<string, string> = {};
        for (const [path, message] of Object.entries(e.fieldErrors)) {
          const [head, a, b] = path.split('.');
          if (head === 'tickets' && a) byLine[a] = message;
          if (head === 'customPriceTickets' && a && b) {
            const ticketId = body.customPriceTickets?.[Number(a)]?.ticketId;
            if (ticketId) byLine[ticketId] = message;
          }
        }
        setLineErrors(byLine);
        setStepError(e.message);
        if (e.status === 409) void ticketsQ.refetch();
      } else {
        setStepError(unableTo('hold these tickets'));
      }
    } finally {
      setBusy(BUSY_NONE);
    }
  };

  /* ---- Info step --------------------------------------------------------------------------------------- */

  const scrollToFirstError = (errors: Record<string, string>) => {
    if (!infoForm || !infoCtx) return;
    const first = orderedErrorPaths(errors, infoForm, infoCtx)[0];
    if (!first) return;
    requestAnimationFrame(() => {
      const el = document.getElementById(fieldId(first));
      if (el) {
        el.scrollIntoView({ behavior: 'smooth', block: 'center' });
        el.focus({ preventScroll: true });
      }
    });
  };

  const continueFromInfo = async () => {
    if (!infoForm || !infoCtx || !loadedOrder || busy) return;
    setInfoAttempted(true);
    setServerInfoErrors({});
    setStepError(null);
    if (infoIncomplete) {
      scrollToFirstError(localInfoErrors);
      return;
    }
    setBusy('continue');
    try {
      const reply = await confirmOrder(loadedOrder.order.id, confirmBody(infoForm, infoCtx, { guestFlow }));
      queryClient.setQueryData<OrderReply>(checkoutKeys.order(reply.order.id), (old) =>
        old
          ? {
              ...old,
              order: reply.order,
              status: reply.status,
              paymentRequest: reply.paymentRequest,
              clientSecret: reply.paymentRequest?.clientSecret ?? null,
            }
          : old,
      );
      if (reply.final) {
        finishing.current = true;
        clearDraft(key);
        if (flow !== 'buyer') {
          // Guests added (or a free door sale): the guests page says 'Guest(s) added successfully!' for ?added=1.
          void navigate({ to: '/management/courses/$eventId/registrations', params: { eventId }, search: { added: '1' } });
        } else {
          void navigate({ to: '/checkout/thankyou/$id', params: { id: reply.order.id }, search: { eventId } });
        }
        return;
      }
      setDraft((d) => ({ ...d, deadline: Date.now() + PAY_STEP_MS }));
      onStep({ order: reply.order.id, page: 'payment' });
    } catch (e) {
      if (isApiError(e) && e.status === 422 && Object.keys(e.fieldErrors).length) {
        setServerInfoErrors(e.fieldErrors);
        scrollToFirstError(e.fieldErrors);
      } else if (isApiError(e) && e.status === 409 && e.message === CHECKOUT_MESSAGES.timesUpText) {
        setTimesUpForced(true);
      } else {
        setStepError(isApiError(e) ? e.message : unableTo('confirm your order'));
      }
    } finally {
      setBusy(BUSY_NONE);
    }
  };

  /* ---- Payment step ------------------------------------------------------------------------------------ */

  const payment = loadedOrder?.paymentRequest ?? null;

  /**
   * The one path after the provider answered, for the card form and express wallets alike: paid completes the order
   * and opens the thank-you page; a decline ends the attempt on the failure page; otherwise the form says why.
   */
  const settlePayment: SettlePayment = async (confirm) => {
    if (!loadedOrder) return;
    setBusy('pay');
    setStepError(null);
    const id = loadedOrder.order.id;
    // Stripe.js throws (rather than answers) on integration errors: the buyer must not be left waiting.
    const outcome = await confirm().catch((): null => null);
    if (!outcome) {
      setStepError(unableTo('confirm your payment'));
      setBusy(BUSY_NONE);
      return;
    }
    if (outcome.kind === 'paid') {
      // The thank-you page reports the payment (POST …/complete) once, as after a provider redirect.
      finishing.current = true;
      clearDraft(key);
      void navigate({ to: '/checkout/thankyou/$id', params: { id }, search: { eventId } });
      return;
    }
    if (outcome.kind === 'declined') {
      // The attempt ends: the order is closed (its tickets go back) and the failure page says so.
      finishing.current = true;
      rememberDecline(id, outcome.message);
      await cancelOrder(id, 'canceled').catch(() => undefined);
      clearDraft(key);
      void navigate({ to: '/checkout/thankyou/$id', params: { id }, search: { eventId } });
      return;
    }
    setBusy(BUSY_NONE);
  };

  const confirmPayment = async () => {
    const card = cardRef.current;
    if (!loadedOrder || !payment || busy || !card) return;
    const total = formatMoney(loadedOrder.order.total, loadedOrder.order.currency);
    const ok = await confirmAction({
      title: CHECKOUT_MESSAGES.areYouSure,
      message: `Your card will be charged ${total} for ${event?.name ?? 'this order'}.`,
      confirmLabel: `Pay ${total}`,
      cancelLabel: 'Not yet',
    });
    if (!ok) return;
    await settlePayment(() => card.pay());
  };

  const terminalSucceeded = (message: string) => {
    finishing.current = true;
    clearDraft(key);
    notifySuccess(message);
    void navigate({ to: '/management/courses/$eventId/registrations', params: { eventId } });
  };

  /* ---- Render ------------------------------------------------------------------------------------------ */

  if (eventQ.isError) {
    if (isApiError(eventQ.error) && eventQ.error.status === 404) return <NotFound message={EVENT_MESSAGES.eventNotFound} />;
    return <LoadFailed title={unableTo('load this event')} onRetry={() => void eventQ.refetch()} />;
  }
  if (orderId && orderQ.isError) {
    const missing = isApiError(orderQ.error) && orderQ.error.status === 404;
    return (
      <NotFound
        message={missing ? CHECKOUT_MESSAGES.orderNotFound : unableTo('load this order')}
        support={
          <Anchor component="button" type="button" onClick={() => onStep({ order: null, page: 'tickets' })}>
            Choose tickets again
          </Anchor>
        }
      />
    );
  }
  if (ticketsQ.isError) {
    return <NotFound message={errorMessage(ticketsQ.error, EVENT_MESSAGES.eventNotFound)} />;
  }
  if (!event || !ticketsQ.data || !summary || session.isPending || (orderId && !loadedOrder)) return <FullPageLoading />;

  if (personal && !event.managementButtons.includes('Guests')) {
    return (
      <NotFound
        message={user ? 'Only the organizer’s door team can add guests or sell at the door.' : 'Log in to add guests or sell at the door.'}
        support={
          user ? null : (
            <ButtonLink to="/auth" search={{ redirect_to: `${window.location.pathname}${window.location.search}` }} variant="light" mt="xs">
              Log in
            </ButtonLink>
          )
        }
      />
    );
  }

  const selectedSome = hasSelection(draft.selection, tickets);
  const problems = selectionProblems(draft.selection, tickets);
  const ticketsDisabled = !selectedSome || problems;
  const config = configQ.data;

  const primary = (() => {
    if (step === 'tickets')
      return { label: actionLabel(step), disabled: ticketsDisabled, softDisabled: false, onClick: continueFromTickets, hidden: false };
    if (step === 'info') return { label: actionLabel(step), disabled: false, softDisabled: infoIncomplete, onClick: continueFromInfo, hidden: false };
    // Door sales take the card on the reader: the action area is hidden.
    const hidden = flow !== 'buyer' || paymentMethod === 'terminal';
    return { label: actionLabel(step), disabled: !payment || !config || cardUnavailable, softDisabled: false, onClick: confirmPayment, hidden };
  })();

  const primaryButton = primary.hidden ? null : (
    <Button
      size={isMobile ? 'md' : 'lg'}
      radius="md"
      onClick={() => void primary.onClick()}
      disabled={primary.disabled}
      data-disabled={primary.softDisabled || undefined}
      aria-disabled={primary.softDisabled || undefined}
      loading={busy !== null}
      miw={isMobile ? 130 : 180}
    >
      {primary.label}
    </Button>
  );

  const backButton =
    step === 'tickets' ? null : (
      <Button
        variant="subtle"
        color="gray"
        leftSection={<IconArrowLeft size={16} />}
        onClick={() => onStep({ order: draft.orderId, page: step === 'payment' ? 'info' : 'tickets' })}
        disabled={busy !== null}
      >
        Back
      </Button>
    );

  const stepContent = (() => {
    if (step === 'tickets') {
      return (
        <Stack gap="lg">
          {endedNotice ? (
            <Alert color="orange" icon={<IconInfoCircle />} withCloseButton onClose={() => setEndedNotice(null)}>
              {endedNotice}
            </Alert>
          ) : null}
          {tickets.length ? (
            <TicketSections
              tickets={tickets}
              selection={draft.selection}
              guestFlow={guestFlow}
              lineErrors={lineErrors}
              onQuantity={(ticket, quantity) => setSelection((s) => ({ ...s, quantities: { ...s.quantities, [ticket.id]: quantity } }))}
              onCustomPrice={(ticket, price) =>
                setSelection((s) => {
                  const quantities = { ...s.quantities };
                  // Typing a price chooses the ticket; clearing it (or 0) takes it out.
                  if (price == null || price <= 0) quantities[ticket.id] = 0;
                  else if (!quantities[ticket.id]) quantities[ticket.id] = 1;
                  return { ...s, customPrices: { ...s.customPrices, [ticket.id]: price }, quantities };
                })
              }
            />
          ) : (
            <Paper withBorder radius="md" p="xl" ta="center">
              <Stack align="center" gap="xs">
                <IconTicketOff size={32} color="var(--mantine-color-gray-6)" />
                <Text fw={600}>No tickets are on sale for this date</Text>
                <Text fz="sm" c="dimmed">
                  {event.codesAvailableInPerson || event.codesAvailableOnline
                    ? 'Have a code? Enter it below to unlock tickets.'
                    : 'Check back later or contact the organizer.'}
                </Text>
              </Stack>
            </Paper>
          )}
          {!guestFlow && event.donationEnabled ? (
            <DonationBox
              title={event.donationTitle}
              description={event.donationDescription}
              currency={event.currency}
              maximum={event.donationMaximum}
              suggested={event.donationSuggestedAmount}
              value={draft.selection.donation}
              onChange={(donation) => setSelection((s) => ({ ...s, donation }))}
            />
          ) : null}
          {!guestFlow ? (
            <CodeBox
              currency={event.currency}
              promo={draft.selection.promo}
              secretCodes={draft.selection.secretCodes}
              revealed={draft.selection.revealed}
              initialCode={promoCode}
              onApply={applyCode}
              onRemove={removeCode}
            />
          ) : null}
        </Stack>
      );
    }
    if (step === 'info' && infoForm && infoCtx) {
      if (loadedOrder?.order.userRequired && !user) {
        return (
          <Alert color="violet" icon={<IconInfoCircle />} title="Log in to continue">
            <Text fz="sm">This order needs an Ovation account.</Text>
            <ButtonLink to="/auth" search={{ redirect_to: `${window.location.pathname}${window.location.search}` }} mt="sm" size="xs">
              Log in
            </ButtonLink>
          </Alert>
        );
      }
      return (
        <InfoStep
          form={infoForm}
          ctx={infoCtx}
          errors={shownInfoErrors}
          guestFlow={guestFlow}
          ownerName={event.owner.name}
          consents={{ owner: event.marketingConsentOwner, product: event.marketingConsent.product }}
          onChange={(info) => {
            setDraft((d) => ({ ...d, info }));
            if (Object.keys(serverInfoErrors).length) setServerInfoErrors({});
          }}
        />
      );
    }
    if (step === 'payment' && loadedOrder) {
      if (!config) return <FullPageLoading />;
      if (paymentMethod === 'terminal') {
        return (
          <TerminalPayment
            orderId={loadedOrder.order.id}
            ownerId={event.owner.id}
            total={loadedOrder.order.total}
            currency={loadedOrder.order.currency}
            onSucceeded={terminalSucceeded}
          />
        );
      }
      if (!payment) {
        return (
          <Alert color="orange" icon={<IconAlertCircle />} role="alert">
            This order has no payment waiting. Go back to your info and continue again.
          </Alert>
        );
      }
      // Stripe comes back here from payment methods that leave the site; the thank-you page completes the order.
      const thankYou = router.buildLocation({ to: '/checkout/thankyou/$id', params: { id: loadedOrder.order.id }, search: { eventId } });
      return (
        <CardForm
          config={config}
          paymentId={payment.paymentId}
          clientSecret={payment.clientSecret}
          returnUrl={new URL(thankYou.href, window.location.origin).href}
          handle={cardRef}
          disabled={busy === 'pay'}
          onExpressPay={flow === 'buyer' ? settlePayment : undefined}
          onUnavailable={markCardUnavailable}
        />
      );
    }
    return null;
  })();

  const errorAlert = stepError ? (
    <Alert color="red" icon={<IconAlertCircle />} role="alert" withCloseButton onClose={() => setStepError(null)} closeButtonLabel="Dismiss">
      {stepError}
    </Alert>
  ) : null;

  return (
    <Container size="lg" w="100%" py={{ base: 'md', sm: 'xl' }} pb={isMobile ? 120 : undefined}>
      <Stack gap="lg">
        <CheckoutHeader event={event} msLeft={msLeft} onClose={() => void closeCheckout()} flow={flow} />
        <StepIndicator steps={steps} current={step} />
        {event.checkoutBannerMessage?.trim() && step === 'tickets' ? (
          <Alert color="violet" variant="light" icon={<IconInfoCircle />}>
            {event.checkoutBannerMessage}
          </Alert>
        ) : null}
        <Grid gap={{ base: 'lg', md: 40 }}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              {stepContent}
              {errorAlert}
              {isMobile ? (
                backButton ? (
                  <Group>{backButton}</Group>
                ) : null
              ) : (
                <Group justify={backButton ? 'space-between' : 'flex-end'}>
                  {backButton}
                  {primaryButton}
                </Group>
              )}
              {step === 'info' && infoAttempted && infoIncomplete ? (
                <Text fz="sm" c="red.7" ta={isMobile ? 'left' : 'right'} role="status">
                  Some information is missing or needs a fix above.
                </Text>
              ) : null}
            </Stack>
          </Grid.Col>
          {!isMobile ? (
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Box pos="sticky" top="calc(var(--ovation-header-height, 64px) + 16px)">
                <Paper withBorder radius="lg" p="lg" component="aside" aria-label="Order summary">
                  <Text fw={700} mb="sm">
                    Order summary
                  </Text>
                  <OrderSummaryLines summary={summary} />
                  {draft.selection.promo && (draft.dirty || !loadedOrder) ? (
                    <Text fz="xs" c="dimmed" mt="sm">
                      Code {draft.selection.promo.code} is applied when you continue.
                    </Text>
                  ) : null}
                </Paper>
              </Box>
            </Grid.Col>
          ) : null}
        </Grid>
      </Stack>
      {isMobile ? <MobileSummaryBar summary={summary} open={summaryOpen} onToggle={() => setSummaryOpen((o) => !o)} action={primaryButton} /> : null}
      <TimesUpModal opened={timesUp} busy={timesUpBusy} onClose={() => void timesUpClose()} onTryAgain={() => void timesUpTryAgain()} />
    </Container>
  );
}
