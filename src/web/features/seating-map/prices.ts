import { SEAT_MAP_TEXTS as T } from '../../../contracts/seating-map.messages.ts';
import { ticketUnitPrice } from '../../../domain/checkout.ts';
import { formatMoney } from '../../../domain/money.ts';
import type { SeatMapReply } from './api.ts';

export type SeatTicketType = SeatMapReply['categories'][number]['ticketTypes'][number];

/** A seat ticket's price as the ticket list shows it (price with the organizer's booking fee), 'Free' at 0. */
export function seatPriceText(t: Pick<SeatTicketType, 'price' | 'fee' | 'currency'>): string {
  const unit = ticketUnitPrice(t.price, t.fee);
  return unit > 0 ? formatMoney(unit, t.currency) : T.free;
}

/** A category's line in the legend: each ticket type with its price, or the price alone for a type named as it. */
export function categoryPrices(category: string, types: readonly Pick<SeatTicketType, 'name' | 'price' | 'fee' | 'currency'>[]): string {
  if (!types.length) return T.notForSale;
  if (types.length === 1 && types[0]!.name === category) return seatPriceText(types[0]!);
  return types.map((t) => T.ticketPrice(t.name, seatPriceText(t))).join(' · ');
}
