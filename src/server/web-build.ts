import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const WEB_DIST = path.join(ROOT, 'dist/web');
const SOURCES = ['src/web', 'src/domain', 'src/contracts', 'vite.config.ts', 'postcss.config.cjs', 'package-lock.json'];

function newestMtime(p: string): number {
  const full = path.join(ROOT, p);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
    if (entry.name === 'routeTree.gen.ts' || entry.name.endsWith('.test.ts')) continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry.name)));
  }
  return newest;
}

/**
 * Whether the build whose page is `index` is newer than every source of the web app. The build's time is its
 * index.html's: Vite writes it with the other files, and the precompress plugin (src/web/build/precompress.ts) dates
 * it at the epoch until the .br and .gz siblings are all written, so an unfinished build is stale too.
 */
export function webBuildIsCurrent(index = path.join(WEB_DIST, 'index.html')): boolean {
  const built = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
  return built >= Math.max(...SOURCES.map(newestMtime));
}

/**
 * Always the production bundle: Vite follows NODE_ENV, and a server started with NODE_ENV=development (the Playwright
 * run, `npm run dev`'s API) would otherwise build and serve React's development build, 40 % larger and slower.
 */
export function webBuildEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, NODE_ENV: 'production' };
}

/** Builds the web app when dist/web is missing, older than its sources or unfinished. */
export function ensureWebBuilt(log: (msg: string) => void) {
  const index = path.join(WEB_DIST, 'index.html');
  if (webBuildIsCurrent(index)) return;
  log(fs.existsSync(index) ? 'Web app is stale; rebuilding…' : 'Building the web app (first start)…');
  const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: webBuildEnv(process.env),
  });
  if (result.status !== 0) throw new Error('The web app failed to build');
}
