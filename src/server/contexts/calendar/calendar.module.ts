import { contextModule } from '../../module.ts';
import { calendarRoutes } from './calendar.routes.ts';

/** A profile's public calendar and its iCalendar feed. */
export const calendarModule = contextModule({
  name: 'calendar',
  routes: [calendarRoutes],
  queues: [],
  tables: [],
  emits: [],
  consumes: [],
});
