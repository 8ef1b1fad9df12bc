/** The buyer's seat map (issue 32). The step itself is a lazy chunk: import('./SeatChartStep.tsx'). */
export { holdSeats, releaseSeat } from './api.ts';
export type { HoldSeatsBody, OrderSeatsReply } from './api.ts';
export type { SeatChartStepProps } from './SeatChartStep.tsx';
export { ticketCounts, wantsMoreTickets } from './seat-counts.ts';
