import { contextModule } from '../../module.ts';
import { privateListCodeUses, privateListMembers, privateLists, ticketTypePrivateLists } from '../../platform/db/schema/index.ts';
import { LIST_SHARE_CODE_MAILS_QUEUE } from '../../platform/jobs/catalog.ts';
import { privateListsRoutes } from './private-lists.routes.ts';
import { registerPrivateListJobs } from './private-lists.jobs.ts';

/** Private lists of people, their share codes and the tickets they unlock. */
export const privateListsModule = contextModule({
  name: 'private-lists',
  routes: [privateListsRoutes],
  jobs: registerPrivateListJobs,
  queues: [LIST_SHARE_CODE_MAILS_QUEUE],
  tables: [privateLists, privateListMembers, ticketTypePrivateLists, privateListCodeUses],
  emits: [],
  consumes: [],
});
