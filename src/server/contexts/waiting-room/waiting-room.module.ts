import { contextModule } from '../../module.ts';
import { eventPageArrivals, waitingRooms, waitingRoomVisitors } from '../../platform/db/schema/index.ts';
import { waitingRoomRoutes } from './waiting-room.routes.ts';

/** The waiting room of on-sales (issue 35): rooms, places, passes, and the event page's arrival counts. */
export const waitingRoomModule = contextModule({
  name: 'waiting-room',
  routes: [waitingRoomRoutes],
  queues: [],
  tables: [waitingRooms, waitingRoomVisitors, eventPageArrivals],
  emits: [],
  consumes: [],
});
