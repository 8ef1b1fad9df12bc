import { useCallback, useMemo, useState } from 'react';
import { SELECT_STEP_MS } from '../../../domain/checkout.ts';
import type { AttendanceType } from '../../../domain/tickets.ts';
import { clearDraft, draftKey, freshDraft, readDraft, writeDraft, type CheckoutDraft } from './draft-store.ts';
import type { Selection } from './selection.ts';
import type { CheckoutFlowKind, CheckoutStepKey } from './steps.ts';

/** What one checkout is for: the event, the flow (buyer, organizer's guests, door sale) and where it moves steps. */
export interface CheckoutScope {
  eventId: string;
  flow: CheckoutFlowKind;
  ticketType?: AttendanceType;
  occurrenceId?: string;
  /** The organizer's add-guest flow: no payment, no codes, no donation. */
  guestFlow: boolean;
  /** Guests and door sales (personal orders), as opposed to the buyer's own checkout. */
  personal: boolean;
  paymentMethod: 'card' | 'terminal';
  /** Moves to a step (and order) in the address. */
  onStep: (next: { order: string | null; page: CheckoutStepKey }) => void;
  /** Names the order in the address without leaving the step (the seat step's first hold made it): a reload keeps it. */
  onOrder?: (orderId: string) => void;
}

export interface CheckoutDraftState {
  draft: CheckoutDraft;
  setDraft: (update: (d: CheckoutDraft) => CheckoutDraft) => void;
  /** Changes the selection; the order then needs an update (dirty). */
  setSelection: (update: (s: Selection) => Selection) => void;
  /** A new session: nothing chosen yet, the ticket step's timer starting now. */
  restart: () => void;
  /** Forgets the draft (the checkout is left for good). */
  clear: () => void;
}

/**
 * The checkout in progress (draft-store.ts), per event, flow, ticket type and date: read once when the page mounts,
 * written through on every change so that moving between /select and /checkout keeps what the buyer chose.
 */
export function useCheckoutDraft(scope: Pick<CheckoutScope, 'eventId' | 'flow' | 'ticketType' | 'occurrenceId'>): CheckoutDraftState {
  const key = draftKey(scope.eventId, `${scope.flow}:${scope.ticketType ?? ''}:${scope.occurrenceId ?? ''}`);
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
  const restart = useCallback(() => setDraft(() => ({ ...freshDraft(), deadline: Date.now() + SELECT_STEP_MS })), [setDraft]);
  const clear = useCallback(() => clearDraft(key), [key]);
  return useMemo(() => ({ draft, setDraft, setSelection, restart, clear }), [draft, setDraft, setSelection, restart, clear]);
}
