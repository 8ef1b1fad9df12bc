import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/browser.ts';
import { SERVER_NODE_FLAGS, serverArgs } from './src/server/node-flags.ts';

// A fresh embedded database per run, with the demo data; the product is started exactly as `npm start` does.
const port = Number(process.env.E2E_PORT ?? 3100);
/** A data folder of the run; workers re-read this file, so its name is kept in the environment. */
function runDataDir(variable: string): string {
  process.env[variable] ??= fs.mkdtempSync(path.join(os.tmpdir(), 'ovation-e2e-'));
  return process.env[variable];
}
const dataDir = runDataDir('E2E_DATA_DIR');

export const baseURL = `http://127.0.0.1:${port}`;

/**
 * The product on object storage (STORAGE=s3 with redirects, scripts/e2e-s3-server.ts), for the one spec that follows
 * files to the bucket: 10,000 above E2E_PORT (the RTMP ingest is 20,000 above), on a data folder of its own, without
 * demo data (the spec makes what it needs).
 */
const s3Port = port + 10_000;
const s3BaseURL = `http://127.0.0.1:${s3Port}`;
export const S3_SPECS = ['e2e/platform/object-storage.spec.ts'];

/**
 * Whether a run with these command-line arguments may reach an object-storage spec, so needs its server (15-17 s and
 * about 21 core-seconds to start). Only a run that names spec files, none of which is one, goes without: any other
 * filter starts it. Each argument is read as Playwright reads a file filter (a regular expression on the absolute
 * path, after an optional :line:column), so a flag's value matching by chance only starts the server.
 */
export function needsS3Server(args: readonly string[]): boolean {
  if (!args.some((arg) => /\.spec\.ts(:\d+){0,2}$/.test(arg))) return true;
  const specs = S3_SPECS.map((spec) => path.resolve(spec));
  return args.some((arg) => {
    if (arg.startsWith('-')) return false;
    const file = /^(.*?):(\d+):?(\d+)?$/.exec(arg)?.[1] ?? arg;
    const literal = /^\/(.*)\/([gi]*)$/.exec(file);
    try {
      const re = literal ? new RegExp(literal[1]!, literal[2]) : new RegExp(file, 'i');
      return specs.some((spec) => re.test(spec));
    } catch {
      return true;
    }
  });
}
/** The arguments of `playwright test` in its main process (the one that starts the servers). */
const testArgs = process.argv.includes('test') ? process.argv.slice(process.argv.indexOf('test') + 1) : [];

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

/**
 * The spec files that took about 10 s or more in the CI runs of 2026-11-29 (2 workers), longest first: 27 s down to
 * 9 s, and the route audit's eight parts of 5-12 s. They run before all others (among themselves in the order of
 * their paths). A spec that grows past 10 s belongs here.
 */
export const LONGEST_SPECS = [
  'broadcasts/go-live.spec.ts',
  'videos/video-flow.spec.ts',
  'lists/private-list-flow.spec.ts',
  'event-creator/create-with-ai.spec.ts',
  'manage/long-texts-mobile.spec.ts',
  'memberships/membership-flow.spec.ts',
  'tickets/door-sale.spec.ts',
  'marketing/global-promo-flow.spec.ts',
  'platform/keyboard-buyer.spec.ts',
  'developer/webhooks.spec.ts',
  'messages/message-attendees.spec.ts',
  'accounts/sessions.spec.ts',
  'platform/keyboard-organizer.spec.ts',
  'events/organizer-publishes-and-visitor-follows.spec.ts',
  'accounts/account-feedback.spec.ts',
  'seating/designer.spec.ts',
  'platform/route-audit.spec.ts',
].map((spec) => `e2e/${spec}`);

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  // Three files at a time against the one server: most of a browser test is waiting, and every spec makes its own
  // people and events. On the 2-core machine two workers left the cores a third idle (476 core-seconds in 348 s for
  // the 122 journeys); three took 314 s (504 core-seconds). E2E_WORKERS=1 runs them one by one.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // A test that fails once is a bug to find, on CI as anywhere (docs/testing.md): no retry hides it.
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // A failed test keeps its screenshot and the page's accessibility tree (error-context.md). Its trace (actions,
    // network, DOM snapshots around each step) only with E2E_TRACE=on: recording one for every test, to keep the
    // failed ones, cost 15 % of the suite's CPU, and CI's trace files are not kept anyway (docs/testing.md).
    trace: process.env.E2E_TRACE === 'on' ? { mode: 'retain-on-failure', screenshots: false, snapshots: true } : 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  // The workers take the spec files in order, so the longest go first and the short ones fill in at the end: taken
  // alphabetically, a 20-27 s journey could start last on one worker while the others had nothing left. One project
  // in two parts with the same name and settings; a worker moving to the second part starts a new browser.
  projects: [
    { name: 'desktop', testMatch: LONGEST_SPECS, use: desktop },
    { name: 'desktop', testIgnore: [...LONGEST_SPECS, ...S3_SPECS], use: desktop },
    { name: 'desktop-s3', testMatch: S3_SPECS, use: { ...desktop, baseURL: s3BaseURL } },
  ],
  // Started one after the other, the first building the web app when it is stale: both serve the same dist/web. The
  // second only when the run may reach its specs.
  webServer: [
    server(serverArgs('main'), port, dataDir),
    ...(needsS3Server(testArgs)
      ? [
          server([...SERVER_NODE_FLAGS, '--import', 'tsx', 'scripts/e2e-s3-server.ts'], s3Port, runDataDir('E2E_S3_DATA_DIR'), {
            RTMP_PORT: '0',
            DEMO_DATA: 'false',
          }),
        ]
      : []),
  ],
});

type WebServer = Extract<PlaywrightTestConfig['webServer'], unknown[]>[number];

/** A server of the run: `node` with `args`, on `port` and `dataDir`; `env` overrides. */
function server(args: string[], port: number, dataDir: string, env: Record<string, string> = {}): WebServer {
  const url = `http://127.0.0.1:${port}`;
  return {
    command: `node ${args.join(' ')}`,
    url: `${url}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // The whole suite signs up and buys from one address: rate limits and hold caps are scaled up here (their API
    // tests run them at their real size).
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // The address the browser uses: links the server builds (the tus upload URL, e-mails) point where the page is.
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '1000',
      RATE_LIMIT_SCALE: '1000',
      // Headless Chromium counts as a visitor in analytics here (production drops it as a bot): e2e/analytics checks a visit's rows.
      ANALYTICS_COUNT_HEADLESS: 'true',
      // The developer zone spec's webhook receiver is an HTTPS server on 127.0.0.1 with this self-signed certificate.
      WEBHOOKS_CA_FILE: 'src/server/testing/tls/localhost-cert.pem',
      // The RTMP ingest beside the server's own port, so that runs on other ports (other worktrees, CI jobs) never
      // fight over 1935. The browser's go-live uses the HTTP port's WebSocket.
      RTMP_PORT: String(port + 20_000),
      // The owners' purchase pixels load from the test server (e2e/pixels: the specs answer these addresses).
      PIXEL_SCRIPTS_URL: `${url}/test-pixels`,
      ...env,
    },
  };
}
