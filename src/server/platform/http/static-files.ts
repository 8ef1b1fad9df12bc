import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { WEB_APP_FILES_ROUTE } from '../metrics/request-metrics.ts';
import { PRECOMPRESSED, preferredEncoding, type Precompressed } from './accept-encoding.ts';

/** Vite names every file under assets/ by its content's hash: a new build brings new names, never new content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The types of what the build writes (Vite's output and public/); anything else goes as bytes. */
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/vnd.microsoft.icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

export function contentType(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** One encoding of a file as it is sent: its bytes and the headers that describe them. */
interface Variant {
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
}
type Variants = Partial<Record<Precompressed, Variant>> & { identity: Variant };

/** The file name suffix of each encoding's sibling. */
const SUFFIX: Record<Precompressed, string> = { br: '.br', gzip: '.gz' };

/**
 * The build's files under `dir` (paths relative to it) with the compressed siblings written beside each: not
 * index.html (the page handler's), nor the siblings themselves, which are chosen by Accept-Encoding, never addressed.
 */
function builtFiles(dir: string): { file: string; siblings: Precompressed[] }[] {
  const all = (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
  const present = new Set(all);
  return all
    .filter((file) => file !== 'index.html' && !/\.(br|gz)$/.test(file))
    .map((file) => ({ file, siblings: PRECOMPRESSED.filter((encoding) => present.has(file + SUFFIX[encoding])) }));
}

/** Reads a file and the compressed siblings the build wrote beside it, once, and builds each one's headers. */
async function loadVariants(dir: string, file: string, siblings: readonly Precompressed[]): Promise<Variants> {
  const full = path.join(dir, file);
  const { mtime } = await fs.promises.stat(full);
  const common = {
    'content-type': contentType(file),
    'cache-control': file.startsWith(`assets${path.sep}`) ? IMMUTABLE : 'no-cache',
    'last-modified': mtime.toUTCString(),
    // Caches keep one copy per encoding, the uncompressed one included.
    vary: 'accept-encoding',
  };
  const variant = async (suffix: string, encoding?: Precompressed): Promise<Variant> => {
    const body = await fs.promises.readFile(full + suffix);
    // Each encoding is other bytes, so another tag (RFC 9110, 8.8.3).
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    return { body, etag, headers: { ...common, etag, ...(encoding ? { 'content-encoding': encoding } : {}) } };
  };
  const variants: Variants = { identity: await variant('') };
  for (const encoding of siblings) variants[encoding] = await variant(SUFFIX[encoding], encoding);
  return variants;
}

/** Whether the client's copy is current: If-None-Match (weak comparison) when sent, else If-Modified-Since. */
function notModified(request: FastifyRequest, variant: Variant): boolean {
  const tags = request.headers['if-none-match'];
  if (tags !== undefined) return tags.split(',').some((tag) => ['*', variant.etag].includes(tag.trim().replace(/^W\//, '')));
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Date.parse(variant.headers['last-modified']!) <= since;
}

/**
 * Serves the built web app's files from memory: each file and the .br and .gz siblings the build wrote
 * (src/web/build/precompress.ts) are read at their first request and kept (the whole build, siblings included, is
 * a few megabytes, and it does not change while the process runs). A first visit asks for some 40 files, so each
 * one is a lookup and a write instead of stats, an open, a read and a close (docs/decisions/performance.md,
 * "Static files from memory"). The encoding follows Accept-Encoding (br first), with `Vary: Accept-Encoding`;
 * a client's current copy gets 304. Hashed assets are cached for a year; anything else is revalidated on each use so
 * a deploy shows at once. index.html gets no route of its own: the not-found handler serves it, with its meta tags,
 * for every page path, /index.html included. No byte ranges: the build has no media a player would seek in. The
 * metrics count the files as one route.
 */
export function registerStaticFiles(app: FastifyInstance, webDir: string) {
  for (const { file, siblings } of builtFiles(webDir)) {
    let variants: Promise<Variants> | undefined;
    app.get(
      `/${file.split(path.sep).join('/')}`,
      { schema: { hide: true }, config: { metricsRoute: WEB_APP_FILES_ROUTE } },
      async (request, reply) => {
        variants ??= loadVariants(webDir, file, siblings).catch((error: unknown) => {
          variants = undefined; // a failed read is tried again by the next request
          throw error;
        });
        const loaded = await variants;
        const variant = loaded[preferredEncoding(request.headers['accept-encoding'], siblings) ?? 'identity']!;
        reply.headers(variant.headers);
        if (notModified(request, variant)) return reply.code(304).send();
        return reply.send(variant.body);
      },
    );
  }
}
