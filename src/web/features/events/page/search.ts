import type { AttendanceType } from '../../../../domain/tickets.ts';

/** The event page's query string: the chosen ticket type, follow=true after sign-in, errorCode=1 after a failed step. */
export interface EventPageSearch {
  ticketType?: AttendanceType;
  follow?: 'true';
  errorCode?: '1';
}
