/** A stop that takes longer than this is cut short: SIGTERM or SIGINT always ends the process within 10 s. */
export const FORCED_EXIT_MS = 9_000;

/**
 * Stops the process cleanly on SIGTERM or SIGINT (once, whichever comes first): `stop` finishes in-flight work and
 * closes the database; if it hangs, the process exits anyway after FORCED_EXIT_MS (jobs it left active run again
 * after their expiry, or at the next start on the embedded database).
 */
export function stopOnSignals(stop: (signal: NodeJS.Signals) => Promise<void>, log: (message: string) => void = console.error) {
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => {
      log(`[shutdown] still stopping after ${FORCED_EXIT_MS / 1000} s: exiting now`);
      process.exit(1);
    }, FORCED_EXIT_MS).unref();
    stop(signal).then(
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
