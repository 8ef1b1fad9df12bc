// Runs the Playwright suite; the config starts the product on a fresh embedded database.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

// The path e2e/browser.ts defaults to (that module is TypeScript; this script runs before anything compiles it).
if (!fs.existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell')) {
  console.error('Chromium not found at /usr/bin/chromium-headless-shell: apt-get install chromium-headless-shell (or set CHROMIUM_PATH).');
  process.exit(1);
}
const result = spawnSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
