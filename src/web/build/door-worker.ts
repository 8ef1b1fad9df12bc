import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { DOOR_WORKER_PATH } from '../../domain/offline-door.ts';

/** What the precache list needs to know of an output chunk (Rollup's and Rolldown's OutputChunk have it). */
export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
  dynamicImports: readonly string[];
  viteMetadata?: { importedCss: ReadonlySet<string>; importedAssets: ReadonlySet<string> };
}

/** A route's code split off by TanStack Router's autoCodeSplitting: its module id carries `?tsr-split=`. */
const isRouteChunk = (chunk: BuiltChunk) => chunk.facadeModuleId?.includes('?tsr-split=') ?? false;
/** The check-in page's route file (src/web/routes/management/courses/$eventId_/check-in.tsx). */
const CHECK_IN_ROUTE = /[\\/]routes[\\/]management[\\/]courses[\\/]\$eventId_[\\/]check-in\.tsx\?tsr-split=/;

/**
 * The files a check-in page loads, as /assets/ URLs, sorted: the entry and what it imports, the check-in route's
 * split-off parts, and the lazy pieces they load that are not other routes (the signed-in header, the verify-e-mail
 * banner, the notifications), with their CSS and the files their CSS names.
 */
export function doorPrecache(chunks: readonly BuiltChunk[]): string[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const files = new Set<string>();
  const visit = (chunk: BuiltChunk | undefined) => {
    if (!chunk || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const f of [...(chunk.viteMetadata?.importedCss ?? []), ...(chunk.viteMetadata?.importedAssets ?? [])]) files.add(f);
    for (const name of chunk.imports) visit(byName.get(name));
    for (const name of chunk.dynamicImports) {
      const lazy = byName.get(name);
      if (lazy && !isRouteChunk(lazy)) visit(lazy);
    }
  };
  for (const chunk of chunks) if (chunk.isEntry || CHECK_IN_ROUTE.test(chunk.facadeModuleId ?? '')) visit(chunk);
  return [...files].map((f) => `/${f}`).sort();
}

/** The build's version of the worker: a hash of what it caches, so a new build with other files brings a new worker. */
export const doorBuild = (precache: readonly string[]) => createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 16);

const SOURCE = path.join(import.meta.dirname, '../door-worker/door-sw.js');

/**
 * Writes the door's service worker (issue 35) into the build as /door-sw.js: src/web/door-worker/door-sw.js with the
 * build's version and precache list above it. The worker is served as it is (not under /assets/), and a new build
 * changes its bytes, which is what makes browsers install the new one.
 */
export function doorWorker(): Plugin {
  return {
    name: 'ovation-door-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o) => o.type === 'chunk') as unknown as BuiltChunk[];
      const precache = doorPrecache(chunks);
      const header = `const BUILD = ${JSON.stringify(doorBuild(precache))};\nconst PRECACHE = ${JSON.stringify(precache)};\n`;
      this.emitFile({ type: 'asset', fileName: DOOR_WORKER_PATH.slice(1), source: header + fs.readFileSync(SOURCE, 'utf8') });
    },
  };
}
