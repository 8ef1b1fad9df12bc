import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { loadConfig } from '../../../platform/config.ts';
import { processLog } from '../../../platform/logger.ts';
import { localStorage } from '../../../platform/storage/storage.ts';
import { fakeIngestHooks } from './hooks.fixtures.ts';
import { freePort } from './publisher.fixtures.ts';
import { startIngest } from './start-ingest.ts';

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

it('names RTMP_PORT when its port is taken, so npm start says what to change', async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ingest-start-'));
  const taken = net.createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  const port = (taken.address() as net.AddressInfo).port;
  const config = loadConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', RTMP_PORT: String(port) });
  try {
    await expect(startIngest({ config, storage: localStorage(dataDir), hooks: fakeIngestHooks().hooks, log: processLog })).rejects.toThrow(
      `RTMP_PORT ${port} is already in use: set RTMP_PORT to a free port, or to 0 to turn the RTMP ingest off.`,
    );
  } finally {
    await new Promise((resolve) => taken.close(resolve));
  }
});
