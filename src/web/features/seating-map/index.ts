/** The buyer's seat map (issue 32). The step itself, with its holds, is a lazy chunk: import('./SeatChartStep.tsx'). */
export type { HoldSeatsBody, OrderSeatsReply } from './api.ts';
export type { SeatChartStepProps } from './SeatChartStep.tsx';
export type { SeatStepBridge } from './useSeatHolds.ts';
