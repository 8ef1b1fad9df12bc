/**
 * The buyer's seat map (issue 32). The step itself, with its holds, is a lazy chunk: import('./SeatChartStep.tsx');
 * the checkout's first chunk takes only these types and the seat counts.
 */
export type { OrderSeatsReply } from './api.ts';
export type { SeatStepBridge } from './useSeatHolds.ts';
export { ticketCounts, type HeldPlaces } from './seat-counts.ts';
