import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { loadConfig } from '../../../platform/config.ts';
import { processLog } from '../../../platform/logger.ts';
import { localStorage } from '../../../platform/storage/storage.ts';
import { fakeIngestHooks } from './hooks.fixtures.ts';
import { startIngest } from './start-ingest.ts';

async function freePort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

it.each([
  ['listens on RTMP_PORT', true],
  ['starts no listener with RTMP_PORT=0', false],
])('%s', async (_label, on) => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ingest-start-'));
  const port = on ? await freePort() : 0;
  const config = loadConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', RTMP_PORT: String(port) });
  const started = await startIngest({ config, storage: localStorage(dataDir), hooks: fakeIngestHooks().hooks, log: processLog });
  try {
    expect(started.rtmp?.port ?? 0).toBe(port);
    if (on) {
      const socket = net.connect(port, '127.0.0.1');
      await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
      socket.destroy();
    }
  } finally {
    await started.stop();
  }
});
