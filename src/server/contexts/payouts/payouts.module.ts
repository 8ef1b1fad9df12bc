import { contextModule } from '../../module.ts';
import { locations, payouts, terminalReaders } from '../../platform/db/schema/index.ts';
import { SANDBOX_PAYOUTS_QUEUE } from '../../platform/jobs/catalog.ts';
import { payoutsRoutes } from './payouts.routes.ts';
import { registerPayoutJobs } from './payouts.jobs.ts';

/** Getting paid: the provider connection, payouts, locations and card readers. */
export const payoutsModule = contextModule({
  name: 'payouts',
  routes: [payoutsRoutes],
  jobs: registerPayoutJobs,
  queues: [SANDBOX_PAYOUTS_QUEUE],
  tables: [locations, terminalReaders, payouts],
  emits: [],
  consumes: [],
});
