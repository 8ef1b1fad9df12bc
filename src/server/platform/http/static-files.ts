import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Vite names every file under assets/ by its content's hash: a new build brings new names, never new content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app's files: the .br or .gz sibling the build wrote (src/web/build/precompress.ts) when the
 * request's Accept-Encoding takes it (br first), with `Vary: Accept-Encoding`. Hashed assets are cached for a year;
 * anything else is revalidated on each use so a deploy shows at once. index.html gets no route of its own: the
 * not-found handler serves it, with its meta tags, for every page path, /index.html included.
 */
export async function registerStaticFiles(app: FastifyInstance, webDir: string) {
  const assets = path.join(webDir, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: webDir,
    index: false,
    wildcard: false,
    preCompressed: true,
    // The compressed siblings are chosen by Accept-Encoding, never addressed themselves.
    globIgnore: ['index.html', '**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders: (reply, file) => reply.header('cache-control', file.startsWith(assets) ? IMMUTABLE : 'no-cache'),
  });
}
