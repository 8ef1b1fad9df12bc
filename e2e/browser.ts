/**
 * The browser the Playwright tests drive: Debian's `chromium-headless-shell`, the same engine as `chromium` without
 * the desktop browser's shell around it (Playwright's own default for headless runs). On this 2-core machine it costs
 * about a quarter less CPU for the same tests (docs/testing.md), and the suite is CPU-bound. CHROMIUM_PATH overrides.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** The switches every test browser starts with. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
