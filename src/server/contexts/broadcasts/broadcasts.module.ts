import { contextModule } from '../../module.ts';
import { broadcasts, broadcastViewers } from '../../platform/db/schema/index.ts';
import { BROADCAST_REPLAY_QUEUE } from '../../platform/jobs/catalog.ts';
import { registerBroadcastJobs } from './broadcasts.jobs.ts';
import { broadcastsRoutes } from './broadcasts.routes.ts';
import { publishRoutes } from './ingest/publish-socket.ts';

/** Broadcasts: an online date's live stream, who watches it, and its replay as an on-demand video. */
export const broadcastsModule = contextModule({
  name: 'broadcasts',
  routes: [broadcastsRoutes, publishRoutes],
  jobs: registerBroadcastJobs,
  queues: [BROADCAST_REPLAY_QUEUE],
  tables: [broadcasts, broadcastViewers],
  emits: [],
  consumes: [],
});
