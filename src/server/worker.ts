import { ConfigError, loadConfig, type Config } from './platform/config.ts';
import { startRuntime } from './runtime.ts';
import { stopOnSignals } from './platform/shutdown.ts';

/**
 * `npm run worker`: a process that only handles jobs (e-mail, confirmations, sweeps, payouts), beside API replicas
 * started with RUN_WORKERS=false. It needs DATABASE_URL: the embedded database belongs to the `npm start` process.
 */
async function main() {
  let config: Config;
  try {
    config = loadConfig();
    if (!config.databaseUrl)
      throw new ConfigError(
        'Invalid configuration:\n  DATABASE_URL: a separate worker needs PostgreSQL (the embedded database runs inside `npm start`)',
      );
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const runtime = await startRuntime({ ...config, runWorkers: true });
  // Lets running jobs finish (releasing the rest to another process), then closes the database.
  stopOnSignals((_signal, deadline) => runtime.stop(deadline), config.shutdownGraceSeconds * 1000);
  console.log('Ovation worker is running.');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
