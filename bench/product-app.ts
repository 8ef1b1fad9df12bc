import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/platform/config.ts';
import { startRuntime } from '../src/server/runtime.ts';
import { WEB_DIST } from '../src/server/web-build.ts';

export type ProductApp = Awaited<ReturnType<typeof buildApp>>;
type Runtime = Awaited<ReturnType<typeof startRuntime>>;
type Config = ReturnType<typeof loadConfig>;

/**
 * The product in the bench's own process, serving the built web app: production settings (`env` adds to them), a
 * fresh data directory and embedded database, closed and removed once `run` has ended.
 */
export async function withProductApp<T>(
  env: Record<string, string>,
  run: (app: ProductApp, runtime: Runtime, config: Config) => Promise<T>,
): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ovation-bench-'));
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
  const runtime = await startRuntime(config, { inMemoryDatabase: true });
  const app = await buildApp({ config, ...runtime, db: runtime.database.db, webDir: WEB_DIST });
  try {
    return await run(app, runtime, config);
  } finally {
    await app.close();
    await runtime.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
