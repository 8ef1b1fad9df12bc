export { checkIn } from './guests.service.ts';
export { refundTicket } from './ticket-actions.service.ts';
