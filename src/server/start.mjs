// `npm start` (main) and `npm run worker` (worker): bundles the entry (server-bundle.mjs says why), then runs it in
// this process, so signals reach the server itself. Errors in logs point into the TypeScript sources.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { stop } from 'esbuild';
import { SERVER_DIST, bundleServer } from './server-bundle.mjs';

const ENTRIES = ['main', 'worker'];
const entry = process.argv[2] ?? 'main';
if (!ENTRIES.includes(entry)) {
  console.error(`Usage: node src/server/start.mjs [${ENTRIES.join('|')}]`);
  process.exit(1);
}
let bundle;
try {
  bundle = await bundleServer(path.join(import.meta.dirname, `${entry}.ts`), path.join(SERVER_DIST, `${entry}.mjs`));
} catch (err) {
  // esbuild's messages name the file and line of each error.
  console.error(`The server failed to build:\n${err.message}`);
  process.exit(1);
}
await stop(); // esbuild's service process would otherwise live as long as the server
process.setSourceMapsEnabled(true);
await import(pathToFileURL(bundle).href);
