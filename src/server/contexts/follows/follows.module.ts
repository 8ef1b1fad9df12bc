import { contextModule } from '../../module.ts';
import { follows } from '../../platform/db/schema/index.ts';

/** Who follows whom: read by the event page and the profile page, changed through the profile routes. */
export const followsModule = contextModule({
  name: 'follows',
  routes: [],
  queues: [],
  tables: [follows],
  emits: [],
  consumes: [],
});
