import type { PublicEvent } from '../../../contracts/events.ts';
import { EVENT_MESSAGES } from '../../../contracts/events.messages.ts';
import type { AttendanceType } from '../../../domain/tickets.ts';

export interface TicketButton {
  ticketType: AttendanceType;
  label: string;
  /** Sold Out: disabled. */
  disabled: boolean;
  /** 'dates' with more than one future date (choose a date first), otherwise 'select' (checkout). */
  target: 'select' | 'dates';
  primary: boolean;
}

type ButtonEvent = Pick<PublicEvent, 'inPersonTicketsAvailable' | 'onlineTicketsAvailable' | 'futureEventCount' | 'nextEvent' | 'purchaseButtonText'>;

/**
 * The event page's ticket buttons (buyer-side 4): one per attendance type with listed tickets; 'Sold Out' and
 * disabled when the next date is sold out for that type and it is the only future date; with more than one
 * future date they open the date selection. None once every date has ended. The chosen ticketType comes first.
 */
export function ticketButtons(event: ButtonEvent, chosen?: AttendanceType): TicketButton[] {
  if (event.futureEventCount < 1 || !event.nextEvent) return [];
  const types: AttendanceType[] = [];
  if (event.inPersonTicketsAvailable) types.push('in_person');
  if (event.onlineTicketsAvailable) types.push('online');
  if (chosen && types.includes(chosen)) types.sort((a, b) => (a === chosen ? -1 : b === chosen ? 1 : 0));
  return types.map((ticketType, i) => {
    const soldOut =
      event.futureEventCount === 1 && (ticketType === 'in_person' ? event.nextEvent!.inPersonTicketsSoldOut : event.nextEvent!.onlineTicketsSoldOut);
    const label = soldOut
      ? EVENT_MESSAGES.soldOutButton
      : ticketType === 'online'
        ? EVENT_MESSAGES.streamButton
        : event.purchaseButtonText?.trim() || EVENT_MESSAGES.defaultPurchaseButton;
    return { ticketType, label, disabled: soldOut, target: event.futureEventCount > 1 ? 'dates' : 'select', primary: i === 0 };
  });
}
