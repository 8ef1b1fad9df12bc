/**
 * The Node.js flags the server runs with, wherever it is started: `npm start` (package.json, checked by
 * node-flags.test.ts), `npm run dev`, the Playwright server, the tests and benches that spawn it, bench:quick.
 *
 * --max-semi-space-size=64: the young generation may grow to 64 MB a semi-space (16 by default on 64-bit). A
 * request allocates short-lived objects (query building, rows, the reply); with the default, scavenges ran so often
 * that garbage collection was 17 % of the API's CPU under the overload bench, and its pauses lengthened the event
 * loop's turns that a refusal waits behind. Measured in docs/decisions/performance.md ("Garbage collection"); the
 * cost is up to about 190 MB more memory at peak load, given back as the load drops.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'] as const;

/**
 * The arguments of `node` that start a process of the product as `npm start` (`main`) or `npm run worker`
 * (`worker`) does, from the checkout's root: the entry bundled, then run (src/server/start.mjs).
 */
export const serverArgs = (entry: 'main' | 'worker'): string[] => [...SERVER_NODE_FLAGS, 'src/server/start.mjs', entry];
