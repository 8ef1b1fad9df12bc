import type { OrderReply } from '../../../contracts/checkout.ts';
import { SEAT_MAP_TEXTS } from '../../../contracts/seating-map.messages.ts';
import { isApiError } from '../../app/http.ts';
import { rememberSeats, seatedSelection, type CheckoutDraftState, type Selection } from '../checkout/index.ts';
import { holdSeats, releaseSeat, type HoldSeatsBody, type OrderSeatsReply } from './api.ts';
import { followSeats } from './follow-seats.ts';
import { ticketCounts, wantsMoreTickets } from './seat-counts.ts';

/**
 * What the ticket step lends the seat chart step (useTicketStep builds it): the draft, how to save the selection
 * (creates or updates the order), the step's error and busy flag, and where the order's id goes once a pick made
 * one (the address, so a reload finds the order and its seats again). Only this type crosses into the checkout's
 * first chunk; the code below loads with the map.
 */
export interface SeatStepBridge {
  enabled: boolean;
  pending: boolean;
  setPending: (pending: boolean) => void;
  state: CheckoutDraftState;
  saveSelection: (selection: Selection) => Promise<OrderReply>;
  setStepError: (error: string | null) => void;
  onOrder: (orderId: string) => void;
}

/**
 * The seat chart step's holds: a seat (best available, standing places) picked first makes sure the order has a
 * ticket for each, creating or growing the order (the server holds no more seats than tickets), then holds them;
 * giving one back releases it. Each reply carries the seats and places the order holds and the new hold token,
 * which the draft keeps for confirm; the selection follows them (follow-seats.ts). A refusal (a seat just taken) shows
 * as the step's error; the map reads the status again.
 */
export function useSeatHolds(bridge: SeatStepBridge) {
  const { state, saveSelection, setStepError, setPending, onOrder } = bridge;
  const { draft, setDraft } = state;

  const run = async (work: () => Promise<{ orderId: string; reply: OrderSeatsReply } | null>) => {
    setPending(true);
    setStepError(null);
    try {
      const done = await work();
      if (done) {
        const seats = { token: done.reply.seatsHoldToken, held: done.reply.seats, areas: done.reply.areas };
        rememberSeats(done.orderId, seats);
        setDraft((d) => followSeats({ ...d, seats }, seats));
        if (done.orderId !== draft.orderId) onOrder(done.orderId);
      }
    } catch (e) {
      setStepError(isApiError(e) ? e.message : SEAT_MAP_TEXTS.holdFailed);
      // The order may have grown for the seat it did not get: the summary shows the seats held.
      setDraft((d) => followSeats(d, d.seats));
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

  /** The tickets the order needs once `body` is held: its seats and places now, with the body's added or set. */
  const wantedAfter = (body: HoldSeatsBody) => {
    const { area } = body;
    const areas = area ? draft.seats.areas.filter((a) => !(a.areaKey === area.areaKey && a.ticketTypeId === area.ticketTypeId)) : draft.seats.areas;
    const wanted = ticketCounts({ held: draft.seats.held, areas: area ? [...areas, area] : areas });
    for (const s of body.seats ?? []) wanted[s.ticketTypeId] = (wanted[s.ticketTypeId] ?? 0) + 1;
    if (body.bestAvailable) wanted[body.bestAvailable.ticketTypeId] = (wanted[body.bestAvailable.ticketTypeId] ?? 0) + body.bestAvailable.quantity;
    return wanted;
  };

  const hold = (body: HoldSeatsBody) =>
    run(async () => {
      const orderId = await orderFor(wantedAfter(body));
      return { orderId, reply: await holdSeats(orderId, body) };
    });

  const release = (seatKey: string) =>
    run(async () => (draft.orderId ? { orderId: draft.orderId, reply: await releaseSeat(draft.orderId, seatKey) } : null));

  return { hold, release };
}
