/**
 * Stops the process cleanly on SIGTERM or SIGINT: `stop` gets the deadline (a Date.now() value) by which it must
 * be done, finishes in-flight work and closes the database, then the process exits 0. A stop still running at the
 * deadline (`graceMs` after the signal) is cut: exit 1. A second signal exits at once (an operator who means it).
 */
export function stopOnSignals(
  stop: (signal: NodeJS.Signals, deadline: number) => Promise<void>,
  graceMs: number,
  log: (message: string) => void = console.error,
) {
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) {
      log(`[shutdown] second ${signal}: exiting now`);
      process.exit(1);
    }
    stopping = true;
    setTimeout(() => {
      log(`[shutdown] still stopping after ${graceMs / 1000} s: exiting now`);
      process.exit(1);
    }, graceMs).unref();
    stop(signal, Date.now() + graceMs).then(
      () => process.exit(0),
      (err: unknown) => {
        log(`[shutdown] ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}
