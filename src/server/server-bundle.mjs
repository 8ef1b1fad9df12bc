// Plain JavaScript: `npm start` runs this before anything can compile TypeScript (server-bundle.d.mts types it).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Where the bundles go, beside the web build (git ignores dist/). */
export const SERVER_DIST = path.join(ROOT, 'dist/server');
/** A draft this old was left by a process killed while writing it (writing one takes milliseconds). */
const DRAFT_LEFT_MS = 60_000;

/**
 * Each bundled module's `import.meta.dirname`, `.filename` and `.url` name its own source file, not the bundle: the
 * server finds its migrations, the common-passwords list and the web build from them. Our sources only: packages stay
 * outside the bundle and keep their own.
 */
const importMetaOfSource = {
  name: 'import-meta-of-source',
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const source = await fs.promises.readFile(args.path, 'utf8');
      const of = { dirname: path.dirname(args.path), filename: args.path, url: pathToFileURL(args.path).href };
      const contents = source.replace(/\bimport\.meta\.(dirname|filename|url)\b/g, (_, key) => JSON.stringify(of[key]));
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

/**
 * Bundles the server entry `entry` (a TypeScript file) and the modules of ours it imports into one ES module,
 * `outFile`, with its source map beside it; packages are imported from node_modules as they are. Returns `outFile`.
 *
 * Why: loaded through tsx, the server's 700 modules were each resolved and compiled through a loader thread on every
 * start, 8-9 core-seconds on the 2-core machine before a restarted server answered; from one file, 5-7, the bundle's
 * own 0.5 s included (docs/decisions/performance.md). Made at every start, so it is never older than the sources.
 * Written under a name of its own and renamed, map first: processes started at once (a cluster, the tests) each write
 * a whole file, and one that imports it never reads another's half-written one. A draft left by a process killed
 * while writing is removed by a later start.
 */
export async function bundleServer(entry, outFile) {
  const result = await build({
    entryPoints: [entry],
    outfile: outFile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // Names stay as written: a renamed class (two modules with one name) would change what errors and logs say.
    keepNames: true,
    sourcemap: 'linked',
    write: false,
    logLevel: 'silent',
    plugins: [importMetaOfSource],
  });
  const dir = path.dirname(outFile);
  fs.mkdirSync(dir, { recursive: true });
  for (const name of fs.readdirSync(dir).filter((n) => n.endsWith('.draft'))) {
    const draft = path.join(dir, name);
    const stat = fs.statSync(draft, { throwIfNoEntry: false });
    if (stat && Date.now() - stat.mtimeMs > DRAFT_LEFT_MS) fs.rmSync(draft, { force: true });
  }
  const byMapFirst = (f) => (f.path.endsWith('.map') ? 0 : 1);
  for (const file of [...result.outputFiles].sort((a, b) => byMapFirst(a) - byMapFirst(b))) {
    const draft = `${file.path}.${process.pid}.draft`;
    fs.writeFileSync(draft, file.contents);
    fs.renameSync(draft, file.path);
  }
  return outFile;
}
