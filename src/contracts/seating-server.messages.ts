import { standingLabel } from '../domain/seating/seat-words.ts';

/**
 * The server's words for seat charts, event seating and seat holds (issue 32), and the machine reasons clients
 * branch on. The domain's chart issues have their own texts (seating.messages.ts).
 */
export const SEATING_REASONS = {
  /** A seat asked for is held by another buyer, sold or blocked: the chart should show it taken. */
  seatTaken: 'seat_taken',
  /** Best available found fewer free seats of the category than asked for. */
  notEnoughSeats: 'not_enough_seats',
  /** The chart cannot be used for an event as drawn (duplicate seats, seats without a category...). */
  chartNotUsable: 'chart_not_usable',
  /** Replacing or removing the event's chart would move, drop or recategorize a held or sold seat. */
  seatsInUse: 'seats_in_use',
  /** Confirming an order whose seats hold token is not the latest one given, or whose seats are no longer its own. */
  seatsHoldInvalid: 'seats_hold_invalid',
  /** The order's seated tickets and its held seats do not match (a seat missing, or one too many). */
  seatsMismatch: 'seats_mismatch',
} as const;
export type SeatingReason = (typeof SEATING_REASONS)[keyof typeof SEATING_REASONS];

export const SEATING_SERVER_MESSAGES = {
  chartNotFound: 'Seat chart not found',
  copyName: (name: string) => `${name} (copy)`,
  noSeating: 'This event has no seat chart',
  chartNotUsable: 'This chart cannot be used for an event yet',
  seatsInUse: 'Some seats are held or sold: they cannot be removed or change category',
  seatTaken: 'Sorry, someone else just took that seat',
  notEnoughSeats: (left: number) => (left > 0 ? `Only ${left} seats left together in this category` : 'No seats left in this category'),
  unknownSeat: 'This seat is not on the chart',
  seatNotForTicket: 'This ticket cannot be used for that seat',
  seatsHoldInvalid: 'Your seats are no longer held. Please choose them again.',
  seatsMismatch: 'Choose a seat for every seated ticket',
  moreSeatsThanTickets: 'Add a ticket for each seat you choose',
  standingLabel,
  notEnoughPlaces: (left: number) => (left > 0 ? `Only ${left} places left in this area` : 'No places left in this area'),
  occurrenceNotFound: 'Date not found',
} as const;
