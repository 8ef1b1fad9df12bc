export { seatingOf } from './event-seating.service.ts';
