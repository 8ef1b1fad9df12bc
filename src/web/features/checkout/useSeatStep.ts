import { useState } from 'react';
import type { OrderReply } from '../../../contracts/checkout.ts';
import { SEAT_MAP_TEXTS } from '../../../contracts/seating-map.messages.ts';
import { isApiError } from '../../app/http.ts';
import { holdSeats, releaseSeat, ticketCounts, wantsMoreTickets, type HoldSeatsBody, type OrderSeatsReply } from '../seating-map/index.ts';
import { followSeats, seatedSelection } from './seat-selection.ts';
import type { Selection } from './selection.ts';
import { rememberSeats } from './draft-store.ts';
import type { CheckoutDraftState } from './useCheckoutDraft.ts';

/**
 * The seat chart step's holds: a seat picked (or best available) first makes sure the order has a ticket for it,
 * creating or growing the order (the server holds no more seats than tickets), then holds it; giving one back
 * releases it. Each reply carries the seats the order holds and the new hold token, which the draft keeps for
 * confirm; the selection follows the seats (seat-selection.ts followSeats). A refusal (a seat just taken) shows as
 * the step's error; the map reads the status again.
 */
export function useSeatStep(
  enabled: boolean,
  state: CheckoutDraftState,
  saveSelection: (selection: Selection) => Promise<OrderReply>,
  setStepError: (error: string | null) => void,
) {
  const { draft, setDraft } = state;
  const [pending, setPending] = useState(false);

  const run = async (work: () => Promise<{ orderId: string; reply: OrderSeatsReply } | null>) => {
    setPending(true);
    setStepError(null);
    try {
      const done = await work();
      if (done) {
        const seats = { token: done.reply.seatsHoldToken, held: done.reply.seats };
        rememberSeats(done.orderId, seats);
        setDraft((d) => followSeats({ ...d, seats }, seats.held));
      }
    } catch (e) {
      setStepError(isApiError(e) ? e.message : SEAT_MAP_TEXTS.holdFailed);
      // The order may have grown for the seat it did not get: the summary shows the seats held.
      setDraft((d) => followSeats(d, d.seats.held));
      throw e;
    } finally {
      setPending(false);
    }
  };

  /** The order, with at least the tickets `wanted` asks for (saved first when it has fewer, or none yet). */
  const orderFor = async (wanted: Record<string, number>): Promise<string> => {
    if (draft.orderId && !wantsMoreTickets(draft.selection.quantities, wanted)) return draft.orderId;
    const counts = { ...draft.selection.quantities };
    for (const [id, n] of Object.entries(wanted)) counts[id] = Math.max(counts[id] ?? 0, n);
    return (await saveSelection(seatedSelection(draft.selection, counts))).order.id;
  };

  const hold = (body: HoldSeatsBody) =>
    run(async () => {
      const wanted = ticketCounts(draft.seats.held);
      for (const s of body.seats ?? []) wanted[s.ticketTypeId] = (wanted[s.ticketTypeId] ?? 0) + 1;
      if (body.bestAvailable) wanted[body.bestAvailable.ticketTypeId] = (wanted[body.bestAvailable.ticketTypeId] ?? 0) + body.bestAvailable.quantity;
      const orderId = await orderFor(wanted);
      return { orderId, reply: await holdSeats(orderId, body) };
    });

  const release = (seatKey: string) =>
    run(async () => (draft.orderId ? { orderId: draft.orderId, reply: await releaseSeat(draft.orderId, seatKey) } : null));

  return { enabled, hold, release, pending };
}

export type SeatStepController = ReturnType<typeof useSeatStep>;
