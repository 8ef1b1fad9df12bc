export { broadcastIdsOf } from './broadcast-rows.ts';
export { ingestHooks } from './ingest-hooks.service.ts';
export { provideLiveOutput } from './live-output-port.ts';
