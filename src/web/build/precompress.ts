import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** Text-like files worth compressing; images, fonts and video are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|wasm|txt|xml|map)$/;
/** Below about a kilobyte the reply fits one packet either way. */
export const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function writeAtomically(file: string, data: Buffer) {
  // An interrupted build must not leave a truncated sibling that the server would send as the whole file.
  await fs.writeFile(`${file}.tmp`, data);
  await fs.rename(`${file}.tmp`, file);
}

async function compressFile(file: string): Promise<number> {
  const data = await fs.readFile(file);
  if (data.length < MIN_BYTES) return 0;
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  // A sibling no smaller than the file would only cost disk: the server then sends the file itself.
  const kept = (
    [
      ['.br', br],
      ['.gz', gz],
    ] as const
  ).filter(([, out]) => out.length < data.length);
  await Promise.all(kept.map(([ext, out]) => writeAtomically(file + ext, out)));
  return kept.length;
}

/**
 * Writes a .br (quality 11) and a .gz (level 9) beside every compressible file of `dir` from MIN_BYTES up, for the
 * server to send as they are (src/server/platform/http/static-files.ts): the best ratio at no cost per request. The
 * libuv thread pool runs the files in parallel. Returns how many siblings it wrote.
 */
export async function precompressDir(dir: string): Promise<number> {
  const files = (await fs.readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
  const written = await Promise.all(files.map(compressFile));
  return written.reduce((a, b) => a + b, 0);
}

/**
 * The Vite plugin: compresses the output once every file of the build is written. The server's ensureWebBuilt
 * takes index.html's time for the build's, so index.html is dated at the epoch until the last sibling is written:
 * a build stopped or failed while compressing counts as stale and is built again.
 */
export function precompress(): Plugin {
  return {
    name: 'ovation-precompress',
    apply: 'build',
    async writeBundle(options) {
      if (!options.dir) return;
      const index = path.join(options.dir, 'index.html');
      await fs.utimes(index, 0, 0);
      await precompressDir(options.dir);
      const now = new Date();
      await fs.utimes(index, now, now);
    },
  };
}
