/** What other features use of the seat charts: the owner's charts (the event's Seating tab chooses one). */
export { seatChartsQuery } from './api.ts';
