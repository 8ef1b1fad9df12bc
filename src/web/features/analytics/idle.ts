/** The longest a call waits for an idle moment (a page kept busy); browsers without idle callbacks wait this. */
const IDLE_WAIT_MS = 2000;

/** Runs `run` when the browser is next idle, at most 2 s on. */
export function whenIdle(run: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => run(), { timeout: IDLE_WAIT_MS });
  else setTimeout(run, IDLE_WAIT_MS);
}

/** Runs `run` once the page has loaded (the window's load event: its images too), at the next idle moment. */
export function whenLoadedAndIdle(run: () => void) {
  if (document.readyState === 'complete') whenIdle(run);
  else addEventListener('load', () => whenIdle(run), { once: true });
}
