import { z } from 'zod';
import { text } from './common.ts';
import { chartDocument, SEATING_LIMITS } from './seating.ts';

/**
 * An event's seating (issue 32): the chart snapshot the event took, its categories mapped to ticket types, seats the
 * organizer blocked; the buyer's seat map and its live status; the seats an order holds.
 */

export const BLOCK_REASONS = ['held_back', 'wheelchair', 'companion'] as const;
/** At most this many seats per hold or block call: a buyer's order never holds more (DEFAULT_MAX_PER_ORDER is far below). */
export const SEATS_PER_CALL = 500;
/** A seat key: the domain's seatKey of section, row or table and seat labels. */
const seatKey = text(80).min(1);

export const eventSeatingParams = z.object({ eventId: z.uuid() });
export const attachChartBody = z.object({ chartId: z.uuid() });

export const blockSeatsBody = z.object({
  occurrenceId: z.uuid(),
  seatKeys: z.array(seatKey).min(1).max(SEATS_PER_CALL),
  /** Why the seats are kept from sale; null releases them (a seat held or sold by an order is left as it is). */
  reason: z.enum(BLOCK_REASONS).nullable(),
});

const categoryView = z.object({
  key: z.string(),
  name: z.string(),
  color: z.string(),
  seats: z.number().int(),
  standing: z.number().int(),
  /** The event's ticket types that sell this category (their seatsCategoryKeys). */
  ticketTypes: z.array(z.object({ id: z.uuid(), name: z.string() })),
});

export const eventSeatingReply = z.object({
  /** The buyer-side seatsEventKey: the seating's id. */
  seatsEventKey: z.uuid(),
  /** The chart it came from; null once that chart was deleted. */
  chartId: z.uuid().nullable(),
  takenAt: z.string(),
  document: chartDocument,
  categories: z.array(categoryView),
  /** Categories no ticket type sells yet: their seats cannot be bought. */
  unmappedCategories: z.array(z.string()),
  blocked: z.array(z.object({ occurrenceId: z.uuid(), seatKey: z.string(), reason: z.enum(BLOCK_REASONS) })),
});
export type EventSeatingReply = z.infer<typeof eventSeatingReply>;

// The buyer's map ------------------------------------------------------------------------------------------------

export const seatMapParams = z.object({ eventId: z.uuid(), occurrenceId: z.uuid() });
/** The codes the buyer applied on the ticket step (comma separated): the secret and list types they unlock are offered too. */
export const seatMapQuery = z.object({ codes: text(500).optional() });

/** A seat a buyer cannot take: held or sold look the same ('taken'); blocked by the organizer is 'unavailable'. */
export const seatStatus = z.object({ key: z.string(), status: z.enum(['taken', 'unavailable']) });

export const seatStatusReply = z.object({
  /** The same value as the reply's ETag header: send it back as If-None-Match for a 304 when nothing changed. */
  version: z.string(),
  /** Seats not free; every other seat of the chart is free. */
  seats: z.array(seatStatus),
  /** Places left in each standing area (its key: the domain's areaKey). */
  areas: z.array(z.object({ key: z.string(), available: z.number().int() })),
});

export const seatMapReply = seatStatusReply.extend({
  seatsEventKey: z.uuid(),
  document: chartDocument,
  categories: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      color: z.string(),
      /** The ticket types a buyer may choose for a seat of this category now (buyer-side 9's exclusions applied). */
      ticketTypes: z.array(z.object({ id: z.uuid(), name: z.string(), price: z.number().int(), fee: z.number().int(), currency: z.string() })),
    }),
  ),
});
export type SeatMapReply = z.infer<typeof seatMapReply>;

// An order's seats -----------------------------------------------------------------------------------------------

export const orderSeatsParams = z.object({ id: z.uuid() });
export const orderSeatParams = z.object({ id: z.uuid(), seatKey });

export const holdSeatsBody = z
  .object({
    /** Seats the buyer picked, each with the ticket type chosen for it. */
    seats: z
      .array(z.object({ seatKey, ticketTypeId: z.uuid() }))
      .max(SEATS_PER_CALL)
      .optional(),
    /** Or: the best `quantity` free seats of a category, as one ticket type. */
    bestAvailable: z
      .object({
        categoryKey: text(SEATING_LIMITS.categoryKey).min(1),
        ticketTypeId: z.uuid(),
        quantity: z.number().int().min(1).max(SEATS_PER_CALL),
      })
      .optional(),
    /** Or: places in a standing area as one ticket type; the order's places of that area and type become `quantity` (0 gives them back). */
    area: z
      .object({
        areaKey: text(80).min(1),
        ticketTypeId: z.uuid(),
        quantity: z.number().int().min(0).max(SEATS_PER_CALL),
      })
      .optional(),
  })
  .refine((b) => (b.seats?.length ? 1 : 0) + (b.bestAvailable ? 1 : 0) + (b.area ? 1 : 0) === 1, {
    message: 'Choose seats, a number of seats or standing places',
    path: ['seats'],
  });
export type HoldSeatsBody = z.infer<typeof holdSeatsBody>;

export const heldSeat = z.object({ seatKey: z.string(), label: z.string(), ticketTypeId: z.uuid() });
export const heldArea = z.object({ areaKey: z.string(), label: z.string(), ticketTypeId: z.uuid(), quantity: z.number().int() });
export const orderSeatsReply = z.object({
  /** Buyer-side 7's seatsHoldToken: the latest one given for the order; confirm sends it back. */
  seatsHoldToken: z.string(),
  seats: z.array(heldSeat),
  /** Standing places the order holds, per area and ticket type. */
  areas: z.array(heldArea),
});
export type OrderSeatsReply = z.infer<typeof orderSeatsReply>;

// Moving an attendee (organizer) ---------------------------------------------------------------------------------

/** A ticket (order item, the guests list's row id) to another free seat of the same category on its date. */
export const moveSeatBody = z.object({ ticketId: z.uuid(), seatKey });
export const moveSeatReply = z.object({ seatKey: z.string(), seat: z.string() });
