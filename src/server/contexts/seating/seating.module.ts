import { contextModule } from '../../module.ts';
import { eventSeatings, seatCharts, seatStates } from '../../platform/db/schema/index.ts';
import { eventSeatingRoutes, seatChartRoutes } from './seating.routes.ts';

/**
 * Reserved seating (issue 32): an owner's seat charts, the snapshot an event takes, blocked seats, the buyers' map
 * and the seats an order holds. The order's own statements (completion, the sweep) sell and tidy its seat rows
 * through checkout's seat-holds.ts.
 */
export const seatingModule = contextModule({
  name: 'seating',
  routes: [seatChartRoutes, eventSeatingRoutes],
  queues: [],
  tables: [seatCharts, eventSeatings, seatStates],
  emits: [],
  consumes: [],
});
