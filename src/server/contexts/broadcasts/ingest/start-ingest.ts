import type { Logger } from 'pino';
import type { Config } from '../../../platform/config.ts';
import type { Storage } from '../../../platform/storage/storage.ts';
import type { IngestHooks } from './hooks.ts';
import { createIngest, type Ingest } from './live-ingest.ts';
import { startRtmpServer, type RtmpServer } from './rtmp-server.ts';

export interface IngestRuntime {
  ingest: Ingest;
  /** The RTMP listener, or null with RTMP_PORT=0 (browser publishers only, or another process listens). */
  rtmp: RtmpServer | null;
  /** Shutdown: publishers are cut, nothing ends; the next start resumes the broadcasts that were live. */
  stop(): Promise<void>;
}

/**
 * What `npm start` runs for live broadcasts (never a test app: only the tests that publish start one): the ingest
 * over the broadcasts table's hooks, the broadcasts a previous process left live waiting for their publishers, and
 * the RTMP listener on RTMP_PORT.
 */
export async function startIngest(deps: { config: Config; storage: Storage; hooks: IngestHooks; log: Logger }): Promise<IngestRuntime> {
  const { config } = deps;
  const ingest = createIngest({
    hooks: deps.hooks,
    storage: deps.storage,
    dataDir: config.dataDir,
    reconnectSeconds: config.broadcasts.reconnectSeconds,
    maxLive: config.broadcasts.maxLive,
    maxHours: config.broadcasts.maxHours,
    log: deps.log,
  });
  await ingest.resume();
  const rtmp = config.broadcasts.rtmpPort ? await startRtmpServer(ingest, { port: config.broadcasts.rtmpPort, host: config.host }) : null;
  return {
    ingest,
    rtmp,
    async stop() {
      await rtmp?.close();
      await ingest.close();
    },
  };
}
