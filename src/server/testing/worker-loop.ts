/**
 * For the tests of the real worker loop only (pg-boss workers polling, the webhook dispatcher, a separate worker
 * process), whose `describe`/`it` names say "worker loop". Every other test runs its jobs (`t.jobs.runUntilIdle()`)
 * and reads their effects at once.
 */

/** Polls `probe` every 100 ms until it gives a value; fails after `ms`. */
export async function waitForWorker<T>(probe: () => Promise<T | undefined> | T | undefined, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out waiting for the worker loop');
    await new Promise((r) => setTimeout(r, 100));
  }
}
