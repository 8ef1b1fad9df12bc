import { useMemo, useState } from 'react';
import { CHECKOUT_PAGE_TEXTS, CHECKOUT_REASONS } from '../../../contracts/checkout.messages.ts';
import { PAY_STEP_MS } from '../../../domain/checkout.ts';
import { isApiError } from '../../app/http.ts';
import { scrollBehavior } from '../../app/motion.ts';
import { useConfirmOrder } from './api.ts';
import { seatsConfirm } from './seat-selection.ts';
import { confirmBody, fieldId, infoErrors, initialInfoForm, orderedErrorPaths, type InfoContext, type InfoForm } from './info-form.ts';
import type { CheckoutData } from './useCheckoutData.ts';
import type { CheckoutDraftState, CheckoutScope } from './useCheckoutDraft.ts';
import type { CheckoutHandoff } from './useCheckoutHandoff.ts';

interface InfoStepDeps {
  user: { firstName: string; name: string; email: string } | null;
  setStepError: (error: string | null) => void;
  /** The server says the time ran out: the Time's up modal opens. */
  onTimesUp: () => void;
  handoff: CheckoutHandoff;
}

/**
 * The info step: the form (following the order's tickets), its errors (shown once Continue was tried, plus the
 * server's), and Continue, which confirms the order: a free or guest order completes at once (the thank-you or
 * guests page), a paid one moves to Payment with the pay step's timer.
 */
export function useInfoStep(scope: CheckoutScope, state: CheckoutDraftState, data: CheckoutData, deps: InfoStepDeps) {
  const { eventId, flow, guestFlow, personal, onStep } = scope;
  const { draft, setDraft, clear } = state;
  const { loadedOrder } = data;
  const { user, setStepError, onTimesUp, handoff } = deps;
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const confirm = useConfirmOrder();

  const ctx: InfoContext | null = useMemo(() => {
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
  const form: InfoForm | null = useMemo(() => {
    if (!ctx || !loadedOrder) return null;
    const saved = draft.info;
    const fresh = initialInfoForm(ctx, { user, saved: loadedOrder.order.buyer.firstName ? loadedOrder.order.buyer : null });
    if (!saved) return fresh;
    const sameItems = saved.attendees.length === fresh.attendees.length && saved.attendees.every((a, i) => a.itemId === fresh.attendees[i]!.itemId);
    return sameItems ? saved : { ...saved, attendees: fresh.attendees };
  }, [ctx, loadedOrder, draft.info, user]);

  const localErrors = useMemo(() => (form && ctx ? infoErrors(form, ctx, { guestFlow }) : {}), [form, ctx, guestFlow]);
  const incomplete = Object.keys(localErrors).length > 0;

  const scrollToFirstError = (errors: Record<string, string>) => {
    if (!form || !ctx) return;
    const first = orderedErrorPaths(errors, form, ctx)[0];
    if (!first) return;
    requestAnimationFrame(() => {
      const el = document.getElementById(fieldId(first));
      if (el) {
        el.scrollIntoView({ behavior: scrollBehavior(), block: 'center' });
        el.focus({ preventScroll: true });
      }
    });
  };

  const onChange = (info: InfoForm) => {
    setDraft((d) => ({ ...d, info }));
    if (Object.keys(serverErrors).length) setServerErrors({});
  };

  const proceed = async () => {
    if (!form || !ctx || !loadedOrder) return;
    setAttempted(true);
    setServerErrors({});
    setStepError(null);
    if (incomplete) {
      scrollToFirstError(localErrors);
      return;
    }
    try {
      const reply = await confirm.mutateAsync({
        orderId: loadedOrder.order.id,
        body: { ...confirmBody(form, ctx, { guestFlow }), ...seatsConfirm(draft.seats) },
      });
      if (reply.final) {
        handoff.finishing.current = true;
        clear();
        // Guests added (or a free door sale): the guests page says 'Guest(s) added successfully!' for ?added=1.
        if (flow !== 'buyer') void handoff.toGuests(true);
        else void handoff.toThankYou(reply.order.id, eventId);
        return;
      }
      setDraft((d) => ({ ...d, deadline: Date.now() + PAY_STEP_MS }));
      onStep({ order: reply.order.id, page: 'payment' });
    } catch (e) {
      if (isApiError(e) && e.status === 422 && Object.keys(e.fieldErrors).length) {
        setServerErrors(e.fieldErrors);
        scrollToFirstError(e.fieldErrors);
      } else if (isApiError(e) && e.status === 409 && e.reason === CHECKOUT_REASONS.holdExpired) {
        onTimesUp();
      } else {
        setStepError(isApiError(e) ? e.message : CHECKOUT_PAGE_TEXTS.confirmOrderFailed);
      }
    }
  };

  /** A new session ('Try again now'): nothing tried yet. */
  const reset = () => {
    setAttempted(false);
    setServerErrors({});
  };

  return {
    ctx,
    form,
    /** The errors to show: the server's, and the form's own once Continue was tried. */
    errors: attempted ? { ...serverErrors, ...localErrors } : serverErrors,
    incomplete,
    /** Continue was tried while information is missing (the line under the buttons). */
    showMissing: attempted && incomplete,
    onChange,
    proceed,
    reset,
    pending: confirm.isPending,
  };
}

export type InfoStepController = ReturnType<typeof useInfoStep>;
