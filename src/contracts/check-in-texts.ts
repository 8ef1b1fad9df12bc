import { formatInZone } from '../domain/dates.ts';
import { CHECK_IN_MESSAGES, CHECK_IN_TIME_FORMAT, TICKET_DATE_FORMAT, type TicketStatus } from './tickets.messages.ts';

/**
 * The door's words that the server's check-in and the offline door phone (issue 35) compose alike: when a ticket was
 * checked in, and why a ticket that is not active does not get in.
 */

const sameDay = (a: Date, b: Date, zone: string) => formatInZone(a, zone, 'yyyy-MM-dd') === formatInZone(b, zone, 'yyyy-MM-dd');

/** 'h:mm a' in the event zone, with the date in front when it was not today. */
export function checkInTimeText(at: Date, zone: string, now = new Date()): string {
  return sameDay(at, now, zone) ? formatInZone(at, zone, CHECK_IN_TIME_FORMAT) : formatInZone(at, zone, TICKET_DATE_FORMAT);
}

/** Why a ticket that is not active is refused at the door. */
export function inactiveTicketMessage(status: TicketStatus): string {
  switch (status) {
    case 'canceled':
      return CHECK_IN_MESSAGES.canceled;
    case 'refunded':
      return CHECK_IN_MESSAGES.refunded;
    case 'transferred':
      return CHECK_IN_MESSAGES.transferred;
    case 'transfer_pending':
      return CHECK_IN_MESSAGES.transferPending;
    default:
      return CHECK_IN_MESSAGES.notIssued;
  }
}
